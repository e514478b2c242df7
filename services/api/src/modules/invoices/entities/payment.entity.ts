import type { PaymentProviderKind } from '@fsp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PaymentRecordStatus = 'succeeded' | 'processing' | 'refunded' | 'disputed' | 'failed' | 'canceled';

/** Money received: a card payment (one per provider payment intent) or a manual one (cash, check). */
@Entity({ name: 'payments' })
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'invoice_id', type: 'uuid', nullable: true })
  invoiceId!: string | null;

  @Column({ name: 'customer_id', type: 'uuid', nullable: true })
  customerId!: string | null;

  @Column({ type: 'text' })
  method!: 'card' | 'manual';

  @Column({ type: 'text', nullable: true })
  provider!: PaymentProviderKind | null;

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId!: string | null;

  @Column({ name: 'charge_id', type: 'text', nullable: true })
  chargeId!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'customer_email', type: 'text', nullable: true })
  customerEmail!: string | null;

  @Column({ name: 'card_brand', type: 'text', nullable: true })
  cardBrand!: string | null;

  @Column({ type: 'text', nullable: true })
  last4!: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ name: 'amount_refunded_cents', type: 'integer', default: 0 })
  amountRefundedCents!: number;

  /** Refunds asked of the provider and not answered yet: counted against what is left to refund. */
  @Column({ name: 'refund_reserved_cents', type: 'integer', default: 0 })
  refundReservedCents!: number;

  @Column({ name: 'fee_cents', type: 'integer', default: 0 })
  feeCents!: number;

  @Column({ name: 'net_cents', type: 'integer', default: 0 })
  netCents!: number;

  @Column({ type: 'text', default: 'USD' })
  currency!: string;

  @Column({ type: 'text' })
  status!: PaymentRecordStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
