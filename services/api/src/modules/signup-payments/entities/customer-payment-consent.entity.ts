import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's auto-pay consent and invoice e-mail choice from the payment step, with when and from where. */
@Entity({ name: 'customer_payment_consents' })
export class CustomerPaymentConsent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  /** One consent per invite; consenting again replaces it. */
  @Column({ name: 'invite_id', type: 'uuid', unique: true })
  inviteId!: string;

  @Column({ name: 'auto_pay_consent', type: 'boolean' })
  autoPayConsent!: boolean;

  @Column({ name: 'invoice_email_opt_in', type: 'boolean' })
  invoiceEmailOptIn!: boolean;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'ip_address', type: 'text', nullable: true })
  ipAddress!: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt!: Date;
}
