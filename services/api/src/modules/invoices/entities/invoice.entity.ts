import type { InvoiceStatus } from '@fsp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An invoice to a customer (part 2 §3 "Invoice"); amounts in cents. */
@Entity({ name: 'invoices' })
export class Invoice {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  /** The visit it bills, when created from one: at most one invoice per (rule, date). */
  @Column({ name: 'rule_id', type: 'integer', nullable: true })
  ruleId!: number | null;

  @Column({ name: 'occurrence_date', type: 'date', nullable: true })
  occurrenceDate!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents!: number;

  @Column({ type: 'text', default: 'USD' })
  currency!: string;

  @Column({ type: 'text', default: 'open' })
  status!: InvoiceStatus;

  @Column({ name: 'due_date', type: 'date' })
  dueDate!: string;

  @Column({ name: 'due_date_override', type: 'date', nullable: true })
  dueDateOverride!: string | null;

  @Column({ name: 'period_start', type: 'date' })
  periodStart!: string;

  @Column({ name: 'period_end', type: 'date' })
  periodEnd!: string;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** The visit's date (dashboard invoice) or the first day of the month after the period (billing run). */
  @Column({ name: 'invoice_date', type: 'date' })
  invoiceDate!: string;

  /** YYYY-MM for a billing-run invoice: one per customer and month. */
  @Column({ name: 'billing_period', type: 'text', nullable: true })
  billingPeriod!: string | null;

  /** The secret in the customer's invoice link (/invoice/{token}); at least 128 random bits. */
  @Column({ name: 'public_token', type: 'text', select: false, insert: false, update: false })
  publicToken!: string;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;

  /** Automatic attempts made so far (at most AUTOPAY_MAX_ATTEMPTS). */
  @Column({ name: 'autopay_attempts', type: 'integer', default: 0 })
  autopayAttempts!: number;

  /** How it was paid: `card` or `manual` (cash, check). */
  @Column({ name: 'paid_via', type: 'text', nullable: true })
  paidVia!: 'card' | 'manual' | null;

  /** What was refunded of the card payment that paid it. */
  @Column({ name: 'amount_refunded_cents', type: 'integer', default: 0 })
  amountRefundedCents!: number;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
