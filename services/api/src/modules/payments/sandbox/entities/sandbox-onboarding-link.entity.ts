import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A single-use, expiring onboarding address of a simulated account (Stripe's account link). */
@Entity({ name: 'sandbox_onboarding_links' })
export class SandboxOnboardingLink {
  @PrimaryColumn({ type: 'text' })
  token!: string;

  @Column({ name: 'account_id', type: 'text' })
  accountId!: string;

  @Column({ name: 'return_url', type: 'text' })
  returnUrl!: string;

  @Column({ name: 'refresh_url', type: 'text' })
  refreshUrl!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
