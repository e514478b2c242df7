import type { PaymentProviderKind } from '@fsp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A card a customer saved at the payment provider for automatic payments (the card itself stays there). */
@Entity({ name: 'customer_payment_methods' })
export class CustomerPaymentMethod {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @Column({ name: 'invite_id', type: 'uuid', nullable: true })
  inviteId!: string | null;

  @Column({ type: 'text' })
  provider!: PaymentProviderKind;

  @Column({ name: 'provider_customer_id', type: 'text' })
  providerCustomerId!: string;

  /** Unique: confirming the same setup twice stores one card. */
  @Column({ name: 'setup_intent_id', type: 'text', unique: true })
  setupIntentId!: string;

  @Column({ name: 'payment_method_id', type: 'text' })
  paymentMethodId!: string;

  @Column({ type: 'text', nullable: true })
  brand!: string | null;

  @Column({ type: 'text', nullable: true })
  last4!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
