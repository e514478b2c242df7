import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A simulated Refund of a sandbox payment intent: part or all of its amount, with the application fee given back in proportion. */
@Entity({ name: 'sandbox_refunds' })
export class SandboxRefund {
  /** re_sandbox_… */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'account_id', type: 'text' })
  accountId!: string;

  @Column({ name: 'payment_intent_id', type: 'text' })
  paymentIntentId!: string;

  @Column({ type: 'integer' })
  amount!: number;

  /** The part of the payment's application fee this refund gave back. */
  @Column({ name: 'application_fee_refunded', type: 'integer', default: 0 })
  applicationFeeRefunded!: number;

  @Column({ type: 'text', default: 'usd' })
  currency!: string;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  metadata!: Record<string, string>;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
