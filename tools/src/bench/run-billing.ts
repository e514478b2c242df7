import type { BillingRunResponse } from '@fsp/contracts';

/** POST /api/owner/invoices/billing-run for `period`, timed, with the SQL statements it ran (x-sql-queries). */
export async function runBilling(
  base: string,
  headers: Record<string, string>,
  period: string,
): Promise<BillingRunResponse & { seconds: number; sqlStatements: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/owner/invoices/billing-run`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ period }),
  });
  const seconds = (performance.now() - started) / 1000;
  const body = (await response.json()) as BillingRunResponse;
  if (!response.ok) throw new Error(`The billing run for ${period} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ...body, seconds, sqlStatements: Number(response.headers.get('x-sql-queries') ?? Number.NaN) };
}
