import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A short-lived address of a sandbox account's dashboard page (Stripe's Express login link). */
@Entity({ name: 'sandbox_dashboard_links' })
export class SandboxDashboardLink {
  @PrimaryColumn({ type: 'text' })
  token!: string;

  @Column({ name: 'account_id', type: 'text' })
  accountId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
