import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SetupIntentStatus } from '../../payments-provider.js';

/** A simulated SetupIntent: requires_payment_method until a card is confirmed, then succeeded. */
@Entity({ name: 'sandbox_setup_intents' })
export class SandboxSetupIntent {
  /** seti_sandbox_… */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'client_secret', type: 'text' })
  clientSecret!: string;

  @Column({ name: 'customer_id', type: 'text' })
  customerId!: string;

  @Column({ type: 'text', default: 'requires_payment_method' })
  status!: SetupIntentStatus;

  @Column({ name: 'payment_method_id', type: 'text', nullable: true })
  paymentMethodId!: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  metadata!: Record<string, string>;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
