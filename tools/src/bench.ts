/**
 * `npm run bench`: latency, throughput, SQL statements per request and memory of the API's read paths.
 *
 * Starts the built API (`services/api/dist/main.js`) on embedded PGlite with the demo seed and a throwaway RS256
 * issuer on loopback, and drives each endpoint over keep-alive HTTP at a fixed concurrency. Then it fills the demo
 * organization's schedule (customers, recurring rules, exceptions, misc events) in two steps straight in the
 * database, and measures the schedule reads at both sizes: their SQL statement counts must not grow with the
 * number of rules. Every loop is bounded and all traffic stays on 127.0.0.1.
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
import { countSqlQueries } from './bench/count-sql-queries.js';
import { measureEndpoint, type EndpointResult } from './bench/measure-endpoint.js';
import { printResults } from './bench/print-results.js';
import { residentMemoryMb } from './bench/resident-memory.js';
import { seedSchedule, type SeededSchedule } from './bench/seed-schedule.js';
import { seedSignups } from './bench/seed-signups.js';
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
  if (failures.length > 0) {
    console.error(`Failed: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await (api as BenchApi | null)?.stop();
  await issuer.close();
  await rm(dataDir, { recursive: true, force: true });
}
