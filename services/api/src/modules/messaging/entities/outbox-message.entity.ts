import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** pending while a transport works on it; stored when the outbox itself is the delivery. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'stored', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Every e-mail and SMS the API sends, recorded before delivery so none is ever lost. */
@Entity({ name: 'outbox_messages' })
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  channel!: MessageChannel;

  @Column({ type: 'text' })
  recipient!: string;

  @Column({ type: 'text', nullable: true })
  subject!: string | null;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: MessageStatus;

  /** Which transport handled it: smtp, sms-api or outbox. */
  @Column({ type: 'text' })
  transport!: string;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
