import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A one-off calendar item that is not a customer's job; on the wire its rule_id is the negative of its id. */
@Entity({ name: 'misc_events' })
export class MiscEvent {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'date' })
  date!: string;

  @Column({ name: 'start_minutes', type: 'integer', nullable: true })
  startMinutes!: number | null;

  @Column({ name: 'duration_minutes', type: 'integer', default: 60 })
  durationMinutes!: number;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId!: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Cancelling removes the event from every listing (part 2 §4). */
  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt!: Date | null;
}
