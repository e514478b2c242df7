import type { PaymentAttemptSource, PaymentAttemptStatus, PaymentProviderKind } from '@fsp/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One try at collecting an invoice by card. Unique per (invoice, attempt number): an attempt is made once. */
@Entity({ name: 'invoice_payment_attempts' })
export class InvoicePaymentAttempt {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'invoice_id', type: 'uuid' })
  invoiceId!: string;

  @Column({ name: 'attempt_number', type: 'integer' })
  attemptNumber!: number;

  @Column({ type: 'text' })
  source!: PaymentAttemptSource;

  @Column({ type: 'text' })
  status!: PaymentAttemptStatus;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text', default: 'USD' })
  currency!: string;

  @Column({ type: 'text' })
  provider!: PaymentProviderKind;

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId!: string | null;

  @Column({ name: 'payment_method_id', type: 'text', nullable: true })
  paymentMethodId!: string | null;

  /** Who paid, as the first provider call named them in its metadata (a retry sends the same). */
  @Column({ name: 'customer_name', type: 'text', nullable: true })
  customerName!: string | null;

  @Column({ name: 'customer_email', type: 'text', nullable: true })
  customerEmail!: string | null;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt!: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
