import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A simulated Stripe Connect account (express) of one organization. */
@Entity({ name: 'sandbox_connected_accounts' })
export class SandboxConnectedAccount {
  /** acct_sandbox_…, stored in organizations.stripe_account_id like a Stripe account id. */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'business_name', type: 'text' })
  businessName!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey!: string;

  @Column({ name: 'details_submitted', type: 'boolean', default: false })
  detailsSubmitted!: boolean;

  @Column({ name: 'charges_enabled', type: 'boolean', default: false })
  chargesEnabled!: boolean;

  @Column({ name: 'payouts_enabled', type: 'boolean', default: false })
  payoutsEnabled!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
