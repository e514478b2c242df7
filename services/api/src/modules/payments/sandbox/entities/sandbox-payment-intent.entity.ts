import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { PaymentIntentStatus } from '../../payments-provider.js';

/** A simulated PaymentIntent: a direct charge on a sandbox connected account, with Stripe's fee and settlement delay. */
@Entity({ name: 'sandbox_payment_intents' })
export class SandboxPaymentIntent {
  /** pi_sandbox_… */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'client_secret', type: 'text' })
  clientSecret!: string;

  @Column({ name: 'account_id', type: 'text' })
  accountId!: string;

  @Column({ name: 'customer_id', type: 'text', nullable: true })
  customerId!: string | null;

  @Column({ name: 'payment_method_id', type: 'text', nullable: true })
  paymentMethodId!: string | null;

  @Column({ type: 'integer' })
  amount!: number;

  @Column({ type: 'text', default: 'usd' })
  currency!: string;

  @Column({ name: 'application_fee_amount', type: 'integer', default: 0 })
  applicationFeeAmount!: number;

  @Column({ type: 'text' })
  status!: PaymentIntentStatus;

  @Column({ name: 'off_session', type: 'boolean', default: false })
  offSession!: boolean;

  @Column({ name: 'last_error_code', type: 'text', nullable: true })
  lastErrorCode!: string | null;

  @Column({ name: 'last_error_message', type: 'text', nullable: true })
  lastErrorMessage!: string | null;

  /** The secret in the sandbox's authentication page address while status is requires_action. */
  @Column({ name: 'authentication_token', type: 'text', nullable: true, unique: true })
  authenticationToken!: string | null;

  @Column({ name: 'return_url', type: 'text', nullable: true })
  returnUrl!: string | null;

  @Column({ name: 'charge_id', type: 'text', nullable: true })
  chargeId!: string | null;

  /** Stripe's fee (2.9% + 30¢ for US cards) and what is left after it and the application fee. */
  @Column({ type: 'integer', default: 0 })
  fee!: number;

  @Column({ type: 'integer', default: 0 })
  net!: number;

  @Column({ name: 'amount_refunded', type: 'integer', default: 0 })
  amountRefunded!: number;

  /** The part of the application fee given back with the refunds so far (applicationFeeRefunded of amount_refunded). */
  @Column({ name: 'application_fee_refunded', type: 'integer', default: 0 })
  applicationFeeRefunded!: number;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** Funds are pending until then (2 days after the charge), then available. */
  @Column({ name: 'available_on', type: 'timestamptz', nullable: true })
  availableOn!: Date | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  metadata!: Record<string, string>;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
