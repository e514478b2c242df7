import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Opening hours of one weekday (part 2 §3 "business_hours"). */
export interface BusinessHours {
  open: string | null;
  close: string | null;
  closed: boolean;
}

@Entity({ name: 'organizations' })
export class Organization {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  industry!: string | null;

  @Column({ type: 'text', nullable: true })
  website!: string | null;

  @Column({ name: 'phone_number', type: 'text', nullable: true })
  phoneNumber!: string | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  street!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ type: 'text', nullable: true })
  zip!: string | null;

  /** Keyed by lowercase weekday sun..sat; null until the owner sets hours. */
  @Column({ name: 'business_hours', type: 'jsonb', nullable: true })
  businessHours!: Partial<Record<string, BusinessHours>> | null;

  @Column({ name: 'services_rendered', type: 'jsonb', default: () => `'[]'::jsonb` })
  servicesRendered!: string[];

  @Column({ name: 'service_area_zipcodes', type: 'jsonb', default: () => `'[]'::jsonb` })
  serviceAreaZipcodes!: string[];

  @Column({ name: 'insurance_provider', type: 'text', nullable: true })
  insuranceProvider!: string | null;

  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true })
  ownerUserId!: string | null;

  /** The connected payment-provider account (Stripe Connect, or the sandbox's simulated one). */
  @Column({ name: 'stripe_account_id', type: 'text', nullable: true })
  stripeAccountId!: string | null;

  @Column({ name: 'stripe_onboarding_completed', type: 'boolean', default: false })
  stripeOnboardingCompleted!: boolean;

  /** IANA time zone in which the organization's schedule dates and "today" are read. */
  @Column({ name: 'time_zone', type: 'text', default: 'America/New_York' })
  timeZone!: string;

  /** Day of the month (1–28) invoices fall due; null means due on issue. */
  @Column({ name: 'invoice_due_day', type: 'integer', nullable: true })
  invoiceDueDay!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
