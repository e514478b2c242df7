import type { InviteStatus, InviteVia } from '@fsp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A customer invitation by QR code, e-mail or SMS (part 2 §3 "Invite"). */
@Entity({ name: 'customer_invites' })
export class CustomerInvite {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Unguessable, URL-safe; the public signup address carries it. */
  @Column({ type: 'text', unique: true })
  code!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text' })
  via!: InviteVia;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  /** pending → submitted (form sent, customer created) → completed (card saved); expiry is by expires_at. */
  @Column({ type: 'text', default: 'pending' })
  status!: InviteStatus;

  @Column({ name: 'created_by_user_id', type: 'uuid', nullable: true })
  createdByUserId!: string | null;

  /** The customer created by the signup submission. */
  @Column({ name: 'customer_id', type: 'uuid', nullable: true })
  customerId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
