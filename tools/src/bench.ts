/**
 * `npm run bench`: latency, throughput, SQL statements per request and memory of the API's read paths.
 *
 * Starts the built API (`services/api/dist/main.js`) on embedded PGlite with the demo seed and a throwaway RS256
 * issuer on loopback, and drives each endpoint over keep-alive HTTP at a fixed concurrency. Then it fills the demo
 * organization's schedule (customers, recurring rules, exceptions, misc events) in two steps straight in the
 * database, and measures the schedule reads at both sizes: their SQL statement counts must not grow with the
 * number of rules. At full size it runs last month's billing (time and SQL statements, which must not grow with the
 * customers), gives 1,000 customers a saved sandbox card and runs the due-date charge job once on the invoices the
 * run made. Figures with a goal are printed next to it and written to bench-results.json. Every loop is bounded and
 * all traffic stays on 127.0.0.1.
 * BENCH_REQUESTS / BENCH_CONCURRENCY change the load of the simple reads, BENCH_SCHEDULE_REQUESTS /
 * BENCH_SCHEDULE_CONCURRENCY that of the schedule reads.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, DEMO_USERS, isoDateIn, LOCAL_AUTH_DEFAULTS, TOKEN_CLAIMS, DEFAULT_ORGANIZATION_TIME_ZONE } from '@fsp/contracts';
import { startBenchApi, type BenchApi } from './bench/bench-api.js';
import { startBenchIssuer } from './bench/bench-issuer.js';
import { BenchFigures } from './bench/bench-figures.js';
import { chargeDueInvoicesOnce } from './bench/charge-due-invoices.js';
import { countSqlQueries } from './bench/count-sql-queries.js';
import { runBilling } from './bench/run-billing.js';
import { seedCards, settleBillingPeriod } from './bench/seed-cards.js';
import { measureEndpoint, type EndpointResult } from './bench/measure-endpoint.js';
import { printResults } from './bench/print-results.js';
import { residentMemoryMb } from './bench/resident-memory.js';
import { seedSchedule, type SeededSchedule } from './bench/seed-schedule.js';
import { seedSignups } from './bench/seed-signups.js';
import { seedPayments } from './bench/seed-payments.js';
import { measurePaymentActivity } from './bench/measure-payment-activity.js';
import { SERVICE_ENTRY_POINTS } from './stack-config.js';
import { WORKSPACE_ROOT } from './workspace-root.js';

const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 3000);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const SCHEDULE_REQUESTS = Number(process.env['BENCH_SCHEDULE_REQUESTS'] ?? 300);
const SCHEDULE_CONCURRENCY = Number(process.env['BENCH_SCHEDULE_CONCURRENCY'] ?? 4);
const SEEDED_CUSTOMERS = Number(process.env['BENCH_CUSTOMERS'] ?? 200);
const SCHEDULE_CUSTOMERS = 2000;
const FIRST_RULES = 500;
const TOTAL_RULES = 5000;
const CARD_CUSTOMERS = 1000;
const SEEDED_PAYMENTS = 10_000;
/** Issue 11's goals: a month's billing run for 2,000 customers and 5,000 rules, and the charge job on 1,000 due invoices. */
const BILLING_RUN_GOAL_SECONDS = 10;
const CHARGE_JOB_GOAL_SECONDS = 30;

/** YYYY-MM of the month `back` months before `today`'s. */
function monthsBefore(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

if (!existsSync(join(WORKSPACE_ROOT, SERVICE_ENTRY_POINTS.api))) {
  console.error(`The API is not built (${SERVICE_ENTRY_POINTS.api} is missing). Run: npx nx run api:build`);
  process.exit(1);
}

interface Endpoint {
  name: string;
  path: string;
  headers: Record<string, string>;
}

const dataDir = await mkdtemp(join(tmpdir(), 'fieldwise-bench-'));
const pgliteDir = join(dataDir, 'api');
const issuer = await startBenchIssuer();
const tokenFor = (user: { email: string; name: string }) =>
  issuer.sign(
    `bench|${user.email}`,
    // As the identity provider says of its demo accounts: the API binds a sign-in to a seeded row only by a verified e-mail.
    { [TOKEN_CLAIMS.email]: user.email, [TOKEN_CLAIMS.emailVerified]: true, [TOKEN_CLAIMS.name]: user.name },
    LOCAL_AUTH_DEFAULTS.audience,
  );
const bearer = async (user: { email: string; name: string }) => ({ authorization: `Bearer ${await tokenFor(user)}` });
const measure = (api: BenchApi, endpoint: Endpoint, requests: number, concurrency: number) =>
  measureEndpoint({ name: endpoint.name, url: `${api.base}${endpoint.path}`, headers: endpoint.headers, requests, concurrency, warmup: 20 });

const admin = DEMO_USERS.find((user) => user.role === 'admin');
const owner = DEMO_USERS.find((user) => user.role === 'owner');
if (!admin || !owner) throw new Error('The demo users need an admin and an owner');

let api: BenchApi | null = null;
const failures: string[] = [];
try {
  api = await startBenchApi(dataDir, issuer);
  const idleMb = await residentMemoryMb(api.pid);
  const ownerHeaders = await bearer(owner);
  const signupCode = await seedSignups(api.base, ownerHeaders, SEEDED_CUSTOMERS);

  const simpleReads: Endpoint[] = [
    { name: 'GET /api/health (no token)', path: '/api/health', headers: {} },
    { name: 'GET /api/users/me (owner)', path: '/api/users/me', headers: ownerHeaders },
    { name: 'GET /api/admin/users?limit=25', path: '/api/admin/users?limit=25&status=all', headers: await bearer(admin) },
    { name: 'GET /api/admin/users?limit=1000', path: '/api/admin/users?limit=1000&status=all&page=1', headers: await bearer(admin) },
    { name: `GET /api/owner/customers (${SEEDED_CUSTOMERS})`, path: '/api/owner/customers', headers: ownerHeaders },
    { name: 'GET /api/public/signup/{code}', path: `/api/public/signup/${signupCode}`, headers: {} },
  ];
  const results: EndpointResult[] = [];
  for (const endpoint of simpleReads) results.push(await measure(api, endpoint, REQUESTS, CONCURRENCY));
  printResults('API read path', results, CONCURRENCY, { idleMb, loadedMb: await residentMemoryMb(api.pid) });
  failures.push(...results.filter((result) => result.errors > 0).map((result) => result.name));

  const today = isoDateIn(DEFAULT_ORGANIZATION_TIME_ZONE);
  const scheduleReads = (seeded: SeededSchedule): Endpoint[] => [
    { name: 'GET /api/owner/schedule (31 days)', path: `/api/owner/schedule?from=${today}&to=${addDays(today, 30)}`, headers: ownerHeaders },
    { name: 'GET /api/owner/schedule/misc (31 days)', path: `/api/owner/schedule/misc?from=${today}&to=${addDays(today, 30)}`, headers: ownerHeaders },
    { name: "GET /api/owner/schedule (today)", path: `/api/owner/schedule?from=${today}&to=${today}`, headers: ownerHeaders },
    {
      name: 'GET /api/owner/schedule/{rule}/available-times',
      path: `/api/owner/schedule/${seeded.ruleWithVisitToday}/available-times?date=${today}`,
      headers: ownerHeaders,
    },
  ];
  const restartWith = async (seed: Parameters<typeof seedSchedule>[2]) => {
    await api?.stop();
    api = null;
    const seeded = await seedSchedule(pgliteDir, today, seed);
    api = await startBenchApi(dataDir, issuer);
    return { seeded, api };
  };

  const small = await restartWith({ customers: SCHEDULE_CUSTOMERS, rules: FIRST_RULES, exceptionEvery: 5, miscEvents: 30 });
  const [monthBeforeLast, lastMonth] = [monthsBefore(today, 2), monthsBefore(today, 1)];
  const smallBilling = await runBilling(small.api.base, ownerHeaders, monthBeforeLast);
  const queriesAtFirst = new Map<string, number>();
  for (const endpoint of scheduleReads(small.seeded)) {
    await countSqlQueries(`${small.api.base}${endpoint.path}`, endpoint.headers); // warm caches (sign-in binding)
    queriesAtFirst.set(endpoint.name, await countSqlQueries(`${small.api.base}${endpoint.path}`, endpoint.headers));
  }

  const large = await restartWith({ customers: 0, rules: TOTAL_RULES - FIRST_RULES, exceptionEvery: 5, miscEvents: 270 });
  const scheduleIdleMb = await residentMemoryMb(large.api.pid);
  const scheduleResults: EndpointResult[] = [];
  for (const endpoint of scheduleReads(large.seeded)) {
    const queriesAtTotal = await countSqlQueries(`${large.api.base}${endpoint.path}`, endpoint.headers);
    const result = await measure(large.api, endpoint, SCHEDULE_REQUESTS, SCHEDULE_CONCURRENCY);
    scheduleResults.push({
      ...result,
      columns: {
        [`SQL/request @${FIRST_RULES} rules`]: String(queriesAtFirst.get(endpoint.name) ?? 'n/a'),
        [`SQL/request @${large.seeded.totalRules} rules`]: String(queriesAtTotal),
      },
    });
    if (queriesAtTotal > (queriesAtFirst.get(endpoint.name) ?? Number.POSITIVE_INFINITY)) failures.push(`${endpoint.name} (SQL statements grew with the rules)`);
  }
  printResults(
    `Schedule reads — ${SCHEDULE_CUSTOMERS} customers, ${large.seeded.totalRules} recurring rules, exceptions on every 5th weekly rule, 300 misc events`,
    scheduleResults,
    SCHEDULE_CONCURRENCY,
    { idleMb: scheduleIdleMb, loadedMb: await residentMemoryMb(large.api.pid) },
  );
  failures.push(...scheduleResults.filter((result) => result.errors > 0).map((result) => result.name));

  // Billing: last month's run at full size, then the charge job on the invoices it made.
  const billing = await runBilling(large.api.base, ownerHeaders, lastMonth);
  const billingAgain = await runBilling(large.api.base, ownerHeaders, lastMonth);
  await (api as BenchApi | null)?.stop();
  api = null;
  await settleBillingPeriod(pgliteDir, monthBeforeLast);
  const withCards = await seedCards(pgliteDir, large.seeded.organizationId, lastMonth, CARD_CUSTOMERS);
  const charge = await chargeDueInvoicesOnce(dataDir, issuer);

  const figures = new BenchFigures();
  figures.record(`Billing run ${lastMonth} (${SCHEDULE_CUSTOMERS} customers, ${large.seeded.totalRules} rules): time`, billing.seconds, 's', { max: BILLING_RUN_GOAL_SECONDS });
  figures.record(`Billing run ${lastMonth}: invoices created`, billing.created, 'invoices', { min: 1 });
  figures.record(`Billing run ${lastMonth}: SQL statements`, billing.sqlStatements, 'statements', { max: smallBilling.sqlStatements });
  figures.record(`Billing run ${monthBeforeLast} (${FIRST_RULES} rules): SQL statements (${smallBilling.created} invoices)`, smallBilling.sqlStatements, 'statements');
  figures.record(`Billing run ${lastMonth} again: invoices created`, billingAgain.created, 'invoices', { max: 0 });
  figures.record(`Charge job: ${withCards} due invoices with a saved card, time`, charge.seconds, 's', { max: CHARGE_JOB_GOAL_SECONDS });
  figures.record('Charge job: payments succeeded', charge.report.succeeded, 'payments', { min: CARD_CUSTOMERS });
  figures.record('Charge job: failures and provider errors', charge.report.failed + charge.report.errors, 'attempts', { max: 0 });
  figures.print('Billing and automatic payments (issue 11), embedded PGlite and the sandbox payment provider');

  await seedPayments(pgliteDir, large.seeded.organizationId, SEEDED_PAYMENTS);
  api = await startBenchApi(dataDir, issuer);
  await measurePaymentActivity(api, ownerHeaders, figures);
  figures.print(`Payments, CSV and earnings (issue 12): ${SEEDED_PAYMENTS} more sandbox payments in one organization`);
  await figures.write();
  failures.push(...figures.missed());
  if (failures.length > 0) {
    console.error(`Failed: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await (api as BenchApi | null)?.stop();
  await issuer.close();
  await rm(dataDir, { recursive: true, force: true });
}
