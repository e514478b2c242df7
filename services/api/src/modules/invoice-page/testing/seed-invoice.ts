import type { InvoiceStatus } from '@fsp/contracts';
import type { DataSource } from 'typeorm';

export interface SeedInvoiceLine {
  serviceLabel: string;
  visitDate: string;
  amountCents: number;
}

export interface SeededInvoice {
  id: string;
  /** The secret of the customer's link, /invoice/{token}. */
  token: string;
}

/** An invoice of `customerId` with its lines (total = their sum), as a billing run leaves it. */
export async function seedInvoice(
  dataSource: DataSource,
  organizationId: string,
  customerId: string,
  options: { lines: SeedInvoiceLine[]; status?: InvoiceStatus; dueDate?: string; dueDateOverride?: string | null; period?: [string, string] },
): Promise<SeededInvoice> {
  const total = options.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const [periodStart, periodEnd] = options.period ?? ['2026-04-01', '2026-04-30'];
  const rows = (await dataSource.query(
    `INSERT INTO invoices (organization_id, customer_id, description, total_cents, currency, status, due_date, due_date_override,
                           period_start, period_end, invoice_date, paid_at)
     VALUES ($1, $2, 'Monthly service', $3, 'USD', $4, $5, $6, $7, $8, ($8::date + 1), CASE WHEN $4 = 'paid' THEN now() END)
     RETURNING id, public_token`,
    [organizationId, customerId, total, options.status ?? 'open', options.dueDate ?? '2026-05-15', options.dueDateOverride ?? null, periodStart, periodEnd],
  )) as Array<{ id: string; public_token: string }>;
  const invoice = rows[0];
  if (!invoice) throw new Error('Seeding an invoice returned no row');
  for (const [position, line] of options.lines.entries()) {
    await dataSource.query(
      `INSERT INTO invoice_lines (organization_id, invoice_id, position, visit_date, service_label, amount_cents) VALUES ($1, $2, $3, $4, $5, $6)`,
      [organizationId, invoice.id, position, line.visitDate, line.serviceLabel, line.amountCents],
    );
  }
  return { id: invoice.id, token: invoice.public_token };
}
