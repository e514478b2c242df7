/**
 * `npm run bench`: latency, throughput, SQL statements per request and memory of the API's read paths.
 *
 * Starts the built API (`services/api/dist/main.js`) on embedded PGlite with the demo seed and a throwaway RS256
 * issuer on loopback, and drives each endpoint over keep-alive HTTP at a fixed concurrency. Then it fills the demo
 * organization's schedule (customers, recurring rules, exceptions, misc events) in two steps straight in the
 * database, and measures the schedule reads at both sizes: their SQL statement counts must not grow with the
 * number of rules. At full size it runs last month's billing (time and SQL statements, which must not grow with the
 * customers), gives 1,000 customers a saved sandbox card and runs the due-date charge job once on the invoices the
 * run made. Issue 14's figures: the 31-day read when nothing changed (a cache hit) and first after a write through
 * the API (a miss), in the spec's and the compact shape, its bytes on the wire, `/api/users/me` against a bare Fastify
 * hello-world child, the customers list at 2,200 customers, and last the resident memory of the whole `npm start`
 * process tree on the seeded data after the same schedule reads; issue 15's: the landing page of that same `npm start`
 * loaded in headless Chromium at a phone's width (its JavaScript compressed and raw, whether every text response came
 * compressed, and its largest contentful paint on emulated fast 3G). Every request sends Accept-Encoding as a browser
 * does and the bytes are counted as sent. Figures are printed next to their goals and written to bench-results.json.
 * Every loop is bounded and all traffic stays on 127.0.0.1.
 * BENCH_REQUESTS / BENCH_CONCURRENCY change the load of the simple reads, BENCH_SCHEDULE_REQUESTS /
 * BENCH_SCHEDULE_CONCURRENCY that of the schedule reads.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  DEMO_USERS,
  isoDateIn,
  LOCAL_AUTH_DEFAULTS,
  SCHEDULE_SHAPE_PARAM,
  TOKEN_CLAIMS,
  DEFAULT_ORGANIZATION_TIME_ZONE,
} from '@fsp/contracts';
import { startBenchApi, type BenchApi } from './bench/bench-api.js';
import { startBenchIssuer } from './bench/bench-issuer.js';
import { BenchFigures } from './bench/bench-figures.js';
import { chargeDueInvoicesOnce } from './bench/charge-due-invoices.js';
import { countSqlQueries } from './bench/count-sql-queries.js';
import { runBilling } from './bench/run-billing.js';
import { seedCards, settleBillingPeriod } from './bench/seed-cards.js';
import { BROWSER_ACCEPT_ENCODING, measureEndpoint, type EndpointResult } from './bench/measure-endpoint.js';
import { startHelloFastify } from './bench/hello-fastify.js';
import { rssByRole, totalRssMb } from './bench/process-tree-memory.js';
import { changeVisitTime, measureReadsAfterWrites } from './bench/schedule-misses.js';
import { startBenchStack } from './bench/stack-memory.js';
import { measureLandingPage } from './bench/landing-page.js';
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
/** Issue 14's goals. */
const HIT_P50_GOAL_MS = 40;
const HIT_P99_GOAL_MS = 120;
const MISS_P50_GOAL_MS = { spec: 150, compact: 80 } as const;
const WIRE_GOAL_KB = 300;
const ME_TO_HELLO_GOAL = 0.5;
const CUSTOMERS_P50_GOAL_MS = 60;
const STACK_MEMORY_GOAL_MB = 800;
const MISS_ROUNDS = Number(process.env['BENCH_MISS_ROUNDS'] ?? 20);
const STACK_READ_REQUESTS = 100;

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
  measureEndpoint({ name: endpoint.name, url: `${api.base}${endpoint.path}`, headers: { ...BROWSER_ACCEPT_ENCODING, ...endpoint.headers }, requests, concurrency, warmup: 20 });

const admin = DEMO_USERS.find((user) => user.role === 'admin');
const owner = DEMO_USERS.find((user) => user.role === 'owner');
if (!admin || !owner) throw new Error('The demo users need an admin and an owner');

let api: BenchApi | null = null;
const failures: string[] = [];
const figures = new BenchFigures();
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
  const hello = await startHelloFastify();
  try {
    results.push(await measureEndpoint({ name: 'Fastify hello-world (child process)', url: hello.url, headers: { ...BROWSER_ACCEPT_ENCODING }, requests: REQUESTS, concurrency: CONCURRENCY, warmup: 20 }));
  } finally {
    await hello.stop();
  }
  printResults('API read path', results, CONCURRENCY, { idleMb, loadedMb: await residentMemoryMb(api.pid) });
  failures.push(...results.filter((result) => result.errors > 0).map((result) => result.name));
  const meRps = results.find((result) => result.name === 'GET /api/users/me (owner)')?.requestsPerSecond ?? Number.NaN;
  const helloRps = results.find((result) => result.name.startsWith('Fastify hello-world'))?.requestsPerSecond ?? Number.NaN;
  figures.record(`GET /api/users/me: requests/s (${CONCURRENCY} clients)`, meRps, 'req/s');
  figures.record(`Bare Fastify hello-world, child process: requests/s (${CONCURRENCY} clients)`, helloRps, 'req/s');
  figures.record('/api/users/me ÷ hello-world requests/s', meRps / helloRps, '×', { min: ME_TO_HELLO_GOAL });
  figures.print('The authenticated read path (issue 14)');

  const today = isoDateIn(DEFAULT_ORGANIZATION_TIME_ZONE);
  const monthPath = `/api/owner/schedule?from=${today}&to=${addDays(today, 30)}`;
  const compactMonthPath = `${monthPath}&${SCHEDULE_SHAPE_PARAM}=compact`;
  const MONTH = 'GET /api/owner/schedule (31 days)';
  const COMPACT_MONTH = 'GET /api/owner/schedule?shape=compact (31 days)';
  const scheduleReads = (seeded: SeededSchedule): Endpoint[] => [
    { name: MONTH, path: monthPath, headers: ownerHeaders },
    { name: COMPACT_MONTH, path: compactMonthPath, headers: ownerHeaders },
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
  // Statements of a read that is the first after a write (a cache, if any, cannot answer it).
  let writes = 0;
  const queriesAfterWrite = async (base: string, seeded: SeededSchedule, endpoint: Endpoint) => {
    await changeVisitTime({ base, headers: ownerHeaders, ruleId: seeded.ruleWithVisitToday, date: today }, writes++);
    return countSqlQueries(`${base}${endpoint.path}`, endpoint.headers);
  };
  const queriesAtFirst = new Map<string, number>();
  for (const endpoint of scheduleReads(small.seeded)) {
    await countSqlQueries(`${small.api.base}${endpoint.path}`, endpoint.headers); // warm caches (sign-in binding)
    queriesAtFirst.set(endpoint.name, await queriesAfterWrite(small.api.base, small.seeded, endpoint));
  }

  const large = await restartWith({ customers: 0, rules: TOTAL_RULES - FIRST_RULES, exceptionEvery: 5, miscEvents: 270 });
  const scheduleIdleMb = await residentMemoryMb(large.api.pid);
  const scheduleResults: EndpointResult[] = [];
  for (const endpoint of scheduleReads(large.seeded)) {
    await countSqlQueries(`${large.api.base}${endpoint.path}`, endpoint.headers); // warm caches (sign-in binding)
    const queriesAtTotal = await queriesAfterWrite(large.api.base, large.seeded, endpoint);
    figures.record(`${endpoint.name}: SQL statements after a write, ${large.seeded.totalRules} rules`, queriesAtTotal, 'statements', {
      max: queriesAtFirst.get(endpoint.name) ?? 0,
    });
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

  // Issue 14: the month view of a large business.
  const scheduleSize = `${large.seeded.totalRules} rules`;
  for (const [name, goal] of [[MONTH, true], [COMPACT_MONTH, false]] as const) {
    const hit = scheduleResults.find((result) => result.name === name);
    if (!hit) throw new Error(`${name} was not measured`);
    figures.record(`${name}, ${scheduleSize}, nothing changed: p50 (${SCHEDULE_CONCURRENCY} clients)`, hit.p50Ms, 'ms', goal ? { max: HIT_P50_GOAL_MS } : null);
    figures.record(`${name}, ${scheduleSize}, nothing changed: p99 (${SCHEDULE_CONCURRENCY} clients)`, hit.p99Ms, 'ms', goal ? { max: HIT_P99_GOAL_MS } : null);
    figures.record(`${name}: bytes on the wire (${hit.encoding})`, hit.bytes / 1000, 'KB', { max: WIRE_GOAL_KB });
  }
  const visit = { base: large.api.base, headers: ownerHeaders, ruleId: large.seeded.ruleWithVisitToday, date: today };
  for (const [name, path, goal] of [
    [MONTH, monthPath, MISS_P50_GOAL_MS.spec],
    [COMPACT_MONTH, compactMonthPath, MISS_P50_GOAL_MS.compact],
  ] as const) {
    const miss = await measureReadsAfterWrites(visit, `${large.api.base}${path}`, { ...BROWSER_ACCEPT_ENCODING, ...ownerHeaders }, MISS_ROUNDS);
    figures.record(`${name}, first read after a write: p50 (1 client, ${MISS_ROUNDS} writes)`, miss.p50Ms, 'ms', { max: goal });
    figures.record(`${name}, first read after a write: p99 (1 client)`, miss.p99Ms, 'ms');
    figures.record(`${name}, first read after a write: errors`, miss.errors, 'requests', { max: 0 });
  }
  const customersRead: Endpoint = { name: `GET /api/owner/customers (${SCHEDULE_CUSTOMERS + SEEDED_CUSTOMERS} customers)`, path: '/api/owner/customers', headers: ownerHeaders };
  for (const concurrency of [CONCURRENCY, 1]) {
    const clients = concurrency === 1 ? '1 client' : `${concurrency} clients`;
    const customers = await measure(large.api, customersRead, concurrency === 1 ? 100 : SCHEDULE_REQUESTS, concurrency);
    figures.record(`${customersRead.name}: p50 (${clients})`, customers.p50Ms, 'ms', concurrency === CONCURRENCY ? { max: CUSTOMERS_P50_GOAL_MS } : null);
    figures.record(`${customersRead.name}: errors (${clients})`, customers.errors, 'requests', { max: 0 });
  }
  figures.print(`The month view and the customers list of a large business (issue 14): ${scheduleSize}, ${SCHEDULE_CUSTOMERS + SEEDED_CUSTOMERS} customers`);

  // Billing: last month's run at full size, then the charge job on the invoices it made.
  const billing = await runBilling(large.api.base, ownerHeaders, lastMonth);
  const billingAgain = await runBilling(large.api.base, ownerHeaders, lastMonth);
  await (api as BenchApi | null)?.stop();
  api = null;
  await settleBillingPeriod(pgliteDir, monthBeforeLast);
  const withCards = await seedCards(pgliteDir, large.seeded.organizationId, lastMonth, CARD_CUSTOMERS);
  const charge = await chargeDueInvoicesOnce(dataDir, issuer);

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
  await (api as BenchApi | null)?.stop();
  api = null;

  // Issue 14: `npm start` on this data, after the same month reads against its API.
  const stack = await startBenchStack(dataDir, issuer);
  try {
    const stackVisit = { ...visit, base: stack.urls.api };
    for (const path of [monthPath, compactMonthPath]) {
      const url = `${stack.urls.api}${path}`;
      const headers = { ...BROWSER_ACCEPT_ENCODING, ...ownerHeaders };
      const misses = await measureReadsAfterWrites(stackVisit, url, headers, 3);
      const hits = await measureEndpoint({ name: path, url, headers, requests: STACK_READ_REQUESTS, concurrency: SCHEDULE_CONCURRENCY, warmup: 2 });
      if (misses.errors + hits.errors > 0) failures.push(`npm start: ${path} answered errors`);
    }
    const tree = await stack.memory();
    for (const { role, mb, processes } of rssByRole(tree)) figures.record(`npm start: ${role}${processes > 1 ? ` (${processes} processes)` : ''}`, mb, 'MB');
    figures.record(`npm start: all ${tree.length} processes, after the month reads`, totalRssMb(tree), 'MB', { max: STACK_MEMORY_GOAL_MB });
    figures.print('npm start, resident memory of its whole process tree (issue 14; MB of 10^6 bytes)');
    await measureLandingPage(figures, stack.urls.shell);
  } finally {
    await stack.stop();
  }
  figures.print('The landing page from the production builds as npm start serves them, in headless Chromium (issue 15; KB of 1,000 bytes)');
} finally {
  await (api as BenchApi | null)?.stop();
  await issuer.close();
  await rm(dataDir, { recursive: true, force: true });
  await figures.write();
  failures.push(...figures.missed());
  if (failures.length > 0) {
    console.error(`Failed: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}
