import type { SchedulePattern } from '@fsp/contracts';
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

export async function seedInvoicingOrganization(
  dataSource: DataSource,
  options: { invoiceDueDay?: number | null; currency?: string; priceCents?: number } = {},
): Promise<InvoicingFixture> {
  sequence += 1;
  const organization = await dataSource
    .getRepository(Organization)
    .save({ name: `Invoicing Co ${sequence}`, invoiceDueDay: options.invoiceDueDay ?? null });
  const ownerEmail = `invoicing.owner.${sequence}@example.com`;
  await dataSource.getRepository(User).save({ email: ownerEmail, name: 'Ivy Invoicer', role: 'owner', organizationId: organization.id });
  const customer = await dataSource.getRepository(Customer).save({
    organizationId: organization.id,
    name: 'Bea Billed',
    email: 'bea@example.com',
    street: '12 Oak St',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
    status: 'active',
  });
  const service = await dataSource.getRepository(Service).save({
    organizationId: organization.id,
    key: 'gutter-cleaning',
    name: 'Gutter Cleaning',
    priceCents: options.priceCents ?? 12_550,
    currency: options.currency ?? 'USD',
    estimatedMinutes: 60,
  });
  return { organizationId: organization.id, ownerEmail, customer, service };
}

export interface SeedRule {
  pattern?: SchedulePattern;
  interval?: number;
  startDate: string;
  endDate?: string;
  removed?: boolean;
}

export async function seedRule(dataSource: DataSource, fixture: InvoicingFixture, rule: SeedRule): Promise<ScheduleRule> {
  return dataSource.getRepository(ScheduleRule).save({
    organizationId: fixture.organizationId,
    customerId: fixture.customer.id,
    serviceId: fixture.service.id,
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
