import type { SchedulePattern } from '@fsp/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Customer } from '../../customers/entities/customer.entity.js';
import { Organization } from '../../organizations/entities/organization.entity.js';
import { ScheduleException } from '../../schedule/entities/schedule-exception.entity.js';
import { ScheduleRule } from '../../schedule/entities/schedule-rule.entity.js';
import { Service } from '../../services/entities/service.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** A fresh organization with an owner, a customer and a service: what an invoice needs. */
export interface InvoicingFixture {
  organizationId: string;
  ownerEmail: string;
  customer: Customer;
  service: Service;
}

let sequence = 0;

export interface SeedInvoicingOrganization {
  invoiceDueDay?: number | null;
  currency?: string;
  priceCents?: number;
  timeZone?: string;
  name?: string;
  email?: string | null;
  phoneNumber?: string | null;
}

export async function seedInvoicingOrganization(dataSource: DataSource, options: SeedInvoicingOrganization = {}): Promise<InvoicingFixture> {
  sequence += 1;
  const organization = await dataSource.getRepository(Organization).save({
    name: options.name ?? `Invoicing Co ${sequence}`,
    invoiceDueDay: options.invoiceDueDay ?? null,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    email: options.email ?? null,
    phoneNumber: options.phoneNumber ?? null,
  });
  const ownerEmail = `invoicing.owner.${sequence}@example.com`;
  await dataSource.getRepository(User).save({ email: ownerEmail, name: 'Ivy Invoicer', role: 'owner', organizationId: organization.id });
  const customer = await seedCustomer(dataSource, organization.id, { name: 'Bea Billed', email: 'bea@example.com' });
  const service = await seedService(dataSource, organization.id, {
    key: 'gutter-cleaning',
    name: 'Gutter Cleaning',
    priceCents: options.priceCents ?? 12_550,
    currency: options.currency ?? 'USD',
  });
  return { organizationId: organization.id, ownerEmail, customer, service };
}

export function seedCustomer(dataSource: DataSource, organizationId: string, customer: Partial<Customer> = {}): Promise<Customer> {
  return dataSource.getRepository(Customer).save({
    organizationId,
    name: 'Cal Customer',
    email: null,
    street: '12 Oak St',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
    status: 'active',
    ...customer,
  });
}

export function seedService(
  dataSource: DataSource,
  organizationId: string,
  service: Pick<Service, 'key' | 'name' | 'priceCents'> & Partial<Service>,
): Promise<Service> {
  return dataSource.getRepository(Service).save({ organizationId, currency: 'USD', estimatedMinutes: 60, ...service });
}

/** A user of the fixture's organization with this role (e.g. crew_member, Manager). */
export async function seedMember(dataSource: DataSource, fixture: InvoicingFixture, role: string): Promise<string> {
  sequence += 1;
  const email = `invoicing.${role.toLowerCase()}.${sequence}@example.com`;
  await dataSource.getRepository(User).save({ email, name: role, role, organizationId: fixture.organizationId });
  return email;
}

export interface SeedRule {
  pattern?: SchedulePattern;
  interval?: number;
  startDate: string;
  endDate?: string;
  removed?: boolean;
  customer?: Customer;
  service?: Service;
}

export async function seedRule(dataSource: DataSource, fixture: InvoicingFixture, rule: SeedRule): Promise<ScheduleRule> {
  return dataSource.getRepository(ScheduleRule).save({
    organizationId: fixture.organizationId,
    customerId: (rule.customer ?? fixture.customer).id,
    serviceId: (rule.service ?? fixture.service).id,
    pattern: rule.pattern ?? 'once',
    interval: rule.interval ?? 1,
    startDate: rule.startDate,
    endDate: rule.endDate ?? rule.startDate,
    startMinutes: 540,
    removedAt: rule.removed ? new Date() : null,
  });
}

export async function seedException(
  dataSource: DataSource,
  rule: ScheduleRule,
  exception: { date: string; skipped?: boolean; movedToDate?: string | null },
): Promise<void> {
  await dataSource.getRepository(ScheduleException).save({
    ruleId: rule.id,
    organizationId: rule.organizationId,
    date: exception.date,
    skipped: exception.skipped ?? false,
    movedToDate: exception.movedToDate ?? null,
  });
}

export async function seedMiscEvent(dataSource: DataSource, organizationId: string, date: string): Promise<void> {
  await dataSource.query(`INSERT INTO misc_events (organization_id, title, date, start_minutes, duration_minutes) VALUES ($1, 'Van service', $2, 540, 60)`, [
    organizationId,
    date,
  ]);
}

/** A card saved at signup with auto-pay consent: what CardOnFileService.find answers for. */
export async function seedCardOnFile(dataSource: DataSource, organizationId: string, customer: Customer): Promise<void> {
  const code = randomUUID();
  const [invite] = (await dataSource.query(
    `INSERT INTO customer_invites (code, organization_id, via, status, customer_id, expires_at)
     VALUES ($1, $2, 'qr', 'used', $3, now() + interval '1 day') RETURNING id`,
    [code, organizationId, customer.id],
  )) as Array<{ id: string }>;
  await dataSource.query(
    `INSERT INTO customer_payment_consents (organization_id, customer_id, invite_id, auto_pay_consent, invoice_email_opt_in, email, name, consented_at)
     VALUES ($1, $2, $3, true, true, $4, $5, now())`,
    [organizationId, customer.id, invite?.id, customer.email ?? 'card@example.com', customer.name ?? 'Card Holder'],
  );
  await dataSource.query(
    `INSERT INTO customer_payment_methods (organization_id, customer_id, invite_id, provider, provider_customer_id, setup_intent_id, payment_method_id, brand, last4)
     VALUES ($1, $2, $3, 'sandbox', $4, $5, $6, 'visa', '4242')`,
    [organizationId, customer.id, invite?.id, `cus_${code}`, `seti_${code}`, `pm_${code}`],
  );
}

/** The customer agreed to text messages on this number. */
export async function seedSmsConsent(dataSource: DataSource, organizationId: string, customerId: string, phoneNumber: string): Promise<void> {
  await dataSource.query(
    `INSERT INTO sms_consents (organization_id, customer_id, phone_number, consent_text, consented_at) VALUES ($1, $2, $3, 'I agree to receive SMS.', now())`,
    [organizationId, customerId, phoneNumber],
  );
}
