import type { PaymentProviderKind } from '@fsp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one card setup of an invite: its provider customer and setup intent, reused when the page reloads. */
@Entity({ name: 'signup_payment_setups' })
export class SignupPaymentSetup {
  @PrimaryColumn({ name: 'invite_id', type: 'uuid' })
  inviteId!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @Column({ type: 'text' })
  provider!: PaymentProviderKind;

  @Column({ name: 'provider_customer_id', type: 'text' })
  providerCustomerId!: string;

  @Column({ name: 'setup_intent_id', type: 'text', unique: true })
  setupIntentId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
