import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's agreement to receive text messages: the exact words shown, when, and from which client. */
@Entity({ name: 'sms_consents' })
export class SmsConsent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @Column({ name: 'invite_code', type: 'text', nullable: true })
  inviteCode!: string | null;

  /** The number the consent covers, as submitted with it. */
  @Column({ name: 'phone_number', type: 'text' })
  phoneNumber!: string;

  @Column({ name: 'consent_text', type: 'text' })
  consentText!: string;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt!: Date;

  /** Fastify's request.ip, which follows the configured trustProxy. */
  @Column({ name: 'ip_address', type: 'text', nullable: true })
  ipAddress!: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;
}
