import type { BenchApi } from './bench-api.js';
import type { BenchFigures } from './bench-figures.js';
import { measureCsvExport } from './measure-csv-export.js';
import { measureEndpoint } from './measure-endpoint.js';

/** Issue 12's goals for an organization with 10,000 payments. */
const PAGE_P50_GOAL_MS = 50;
const EARNINGS_P50_GOAL_MS = 50;
const CSV_GOAL_SECONDS = 2;
/** "Flat memory": the export streams, so the API holds no more than a few pages of rows at a time. */
const CSV_MEMORY_GROWTH_GOAL_MB = 64;
const REQUESTS = 300;
/** The goals are for one owner's request at a time; 4 at once shows how they queue (PGlite serves one query at a time). */
const CONCURRENCY_LEVELS = [1, 4] as const;

/** The Payments page, a filtered page, the earnings read and the CSV of every payment, as the owner. */
export async function measurePaymentActivity(api: BenchApi, ownerHeaders: Record<string, string>, figures: BenchFigures): Promise<void> {
  const reads = [
    { name: 'GET /api/owner/stripe/payments?limit=50', path: '/api/owner/stripe/payments?limit=50', goal: PAGE_P50_GOAL_MS },
    { name: 'GET /api/owner/stripe/payments?limit=50&q=customer-17&status=succeeded', path: '/api/owner/stripe/payments?limit=50&q=customer-17&status=succeeded', goal: null },
    { name: 'GET /api/owner/stripe/earnings?months=12', path: '/api/owner/stripe/earnings?months=12', goal: EARNINGS_P50_GOAL_MS },
  ];
  for (const read of reads) {
    for (const concurrency of CONCURRENCY_LEVELS) {
      const result = await measureEndpoint({ name: read.name, url: `${api.base}${read.path}`, headers: ownerHeaders, requests: REQUESTS, concurrency, warmup: 10 });
      const clients = concurrency === 1 ? '1 client' : `${concurrency} clients`;
      const goal = read.goal !== null && concurrency === 1 ? { max: read.goal } : null;
      figures.record(`${read.name}: p50 (${clients})`, result.p50Ms, 'ms', goal);
      figures.record(`${read.name}: p99 (${clients})`, result.p99Ms, 'ms');
      figures.record(`${read.name}: errors (${clients})`, result.errors, 'requests', { max: 0 });
    }
  }
  const csv = await measureCsvExport(`${api.base}/api/owner/stripe/payments?format=csv`, ownerHeaders, api.pid);
  figures.record('CSV export of every payment: time', csv.seconds, 's', { max: CSV_GOAL_SECONDS });
  figures.record('CSV export of every payment: rows', csv.rows, 'rows', { min: 10_000 });
  figures.record('CSV export of every payment: size', csv.bytes / 1024, 'KiB');
  if (csv.peakGrowthMb !== null) figures.record('CSV export: API resident memory growth at its peak', csv.peakGrowthMb, 'MiB', { max: CSV_MEMORY_GROWTH_GOAL_MB });
}
