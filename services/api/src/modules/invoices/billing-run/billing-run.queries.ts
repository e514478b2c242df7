import { scopedSql, type SqlRunner } from '../../../common/tenancy/organization-scoped-sql.js';
import type { BillingPeriodDates } from './billing-period.js';
import { billedVisitKey, type BillableInvoice, type BillableService } from './select-billable-visits.js';

/** Every service of the organization, offered or not (rules keep theirs), as billing prices it (one statement). */
export async function billableServices(db: SqlRunner, organizationId: string): Promise<Map<string, BillableService>> {
  const rows = await scopedSql(db, organizationId).query<{ id: string; name: string; price_cents: number; currency: string }>(
    `SELECT id, name, price_cents, currency FROM services WHERE organization_id = $1`,
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, priceCents: row.price_cents, currency: row.currency }]));
}

/**
 * The visits already on an invoice line that a run for [from, to] could meet (one statement): lines dated in the
 * range, and lines on the series date of a visit moved into it (billed before it was moved).
 */
export async function invoicedVisitsTouching(db: SqlRunner, organizationId: string, from: string, to: string): Promise<Set<string>> {
  const rows = await scopedSql(db, organizationId).query<{ rule_id: number; visit_date: string }>(
    `SELECT rule_id, visit_date::text AS visit_date
       FROM invoice_lines
      WHERE organization_id = $1 AND rule_id IS NOT NULL
        AND (visit_date BETWEEN $2 AND $3
             OR (rule_id, visit_date) IN (SELECT rule_id, date FROM schedule_exceptions
                                           WHERE organization_id = $1 AND moved_to_date BETWEEN $2 AND $3))`,
    [from, to],
  );
  return new Set(rows.map((row) => billedVisitKey(row.rule_id, row.visit_date)));
}

/** Customers who already have the period's billing-run invoice (one statement). */
export async function customersBilledFor(db: SqlRunner, organizationId: string, period: string): Promise<Set<string>> {
  const rows = await scopedSql(db, organizationId).query<{ customer_id: string }>(
    `SELECT customer_id FROM invoices WHERE organization_id = $1 AND billing_period = $2`,
    [period],
  );
  return new Set(rows.map((row) => row.customer_id));
}

export interface BillingInvoiceHeader {
  dates: BillingPeriodDates;
  dueDate: string;
  description: string;
  createdBy: string | null;
}

/**
 * Inserts the invoices and all their lines in one statement, whatever their number. A customer who already has the
 * period's invoice (another run got there first) is left alone by ON CONFLICT on the one-invoice-per-customer-and-month
 * index, and so are that customer's lines: only the invoices this statement inserted receive lines. Customers go in
 * id order, so that two racing runs take the index's locks in the same order. Answers how many invoices it inserted.
 */
export async function insertBillingInvoices(
  db: SqlRunner,
  organizationId: string,
  header: BillingInvoiceHeader,
  invoices: readonly BillableInvoice[],
): Promise<number> {
  const lines = invoices.flatMap((invoice) => invoice.lines.map((line, position) => ({ customerId: invoice.customerId, position, ...line })));
  const rows = (await db.query(
    `WITH billed AS (
       INSERT INTO invoices (organization_id, customer_id, description, total_cents, currency, status, due_date,
                             period_start, period_end, invoice_date, billing_period, created_by)
       SELECT $1::uuid, i.customer_id, $7::text, i.total_cents, i.currency, 'open', $6::date,
              $3::date, $4::date, $5::date, $2::text, $8::uuid
         FROM unnest($9::uuid[], $10::integer[], $11::text[]) WITH ORDINALITY AS i(customer_id, total_cents, currency, n)
        ORDER BY i.n
       ON CONFLICT (organization_id, customer_id, billing_period) WHERE billing_period IS NOT NULL DO NOTHING
       RETURNING id, customer_id
     ), billed_lines AS (
       INSERT INTO invoice_lines (organization_id, invoice_id, position, rule_id, visit_date, service_label, amount_cents)
       SELECT $1::uuid, billed.id, l.position, l.rule_id, l.visit_date, l.service_label, l.amount_cents
         FROM unnest($12::uuid[], $13::integer[], $14::integer[], $15::date[], $16::text[], $17::integer[])
              AS l(customer_id, position, rule_id, visit_date, service_label, amount_cents)
         JOIN billed ON billed.customer_id = l.customer_id
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM billed)::integer AS created, (SELECT count(*) FROM billed_lines)::integer AS lines`,
    [
      organizationId,
      header.dates.period,
      header.dates.periodStart,
      header.dates.periodEnd,
      header.dates.invoiceDate,
      header.dueDate,
      header.description,
      header.createdBy,
      invoices.map((invoice) => invoice.customerId),
      invoices.map((invoice) => invoice.totalCents),
      invoices.map((invoice) => invoice.currency),
      lines.map((line) => line.customerId),
      lines.map((line) => line.position),
      lines.map((line) => line.ruleId),
      lines.map((line) => line.visitDate),
      lines.map((line) => line.serviceLabel),
      lines.map((line) => line.amountCents),
    ],
  )) as Array<{ created: number }>;
  return rows[0]?.created ?? 0;
}
