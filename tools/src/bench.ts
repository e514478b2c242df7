/**
 * `npm run bench`: latency, throughput and memory of the API's authenticated read path.
 *
 * Starts the built API (`services/api/dist/main.js`) on embedded PGlite with the demo seed and a throwaway RS256
 * issuer on loopback, drives each endpoint over keep-alive HTTP at a fixed concurrency, and prints p50/p99 latency,
 * requests per second and the API's resident memory. Every loop is bounded and all traffic stays on 127.0.0.1.
 * BENCH_REQUESTS and BENCH_CONCURRENCY change the load.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_USERS, LOCAL_AUTH_DEFAULTS, TOKEN_CLAIMS } from '@fsp/contracts';
import { startBenchIssuer } from './bench/bench-issuer.js';
import { measureEndpoint, type EndpointResult } from './bench/measure-endpoint.js';
import { printResults } from './bench/print-results.js';
import { residentMemoryMb } from './bench/resident-memory.js';
import { spawnService } from './child-service.js';
import { freePort } from './ports.js';
import { SERVICE_ENTRY_POINTS } from './stack-config.js';
import { seedSignups } from './bench/seed-signups.js';
import { waitForHttp } from './wait-for-http.js';
import { WORKSPACE_ROOT } from './workspace-root.js';

const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 3000);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const AUDIENCE = LOCAL_AUTH_DEFAULTS.audience;
const SEEDED_CUSTOMERS = Number(process.env['BENCH_CUSTOMERS'] ?? 200);

const apiEntry = join(WORKSPACE_ROOT, SERVICE_ENTRY_POINTS.api);
if (!existsSync(apiEntry)) {
  console.error(`The API is not built (${SERVICE_ENTRY_POINTS.api} is missing). Run: npx nx run api:build`);
  process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'fieldwise-bench-'));
const issuer = await startBenchIssuer();
const port = await freePort();
const api = spawnService({
  name: 'api',
  command: process.execPath,
  args: [apiEntry],
  cwd: WORKSPACE_ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_ISSUER: issuer.issuer,
    AUTH_JWKS_URL: issuer.jwksUrl,
    AUTH_AUDIENCE: AUDIENCE,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    PUBLIC_RATE_LIMIT: '1000000',
  },
  log: (line) => console.log(line),
});

try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, { timeoutMs: 90_000 });
  const idleMb = await residentMemoryMb(api.pid);

  const admin = DEMO_USERS.find((user) => user.role === 'admin');
  const owner = DEMO_USERS.find((user) => user.role === 'owner');
  if (!admin || !owner) throw new Error('The demo users need an admin and an owner');
  const tokenFor = (user: { email: string; name: string }) =>
    issuer.sign(`bench|${user.email}`, { [TOKEN_CLAIMS.email]: user.email, [TOKEN_CLAIMS.name]: user.name }, AUDIENCE);
  const bearer = async (user: { email: string; name: string }) => ({ authorization: `Bearer ${await tokenFor(user)}` });

  const ownerHeaders = await bearer(owner);
  const signupCode = await seedSignups(base, ownerHeaders, SEEDED_CUSTOMERS);

  const endpoints: Array<{ name: string; path: string; headers: Record<string, string> }> = [
    { name: 'GET /api/health (no token)', path: '/api/health', headers: {} },
    { name: 'GET /api/users/me (owner)', path: '/api/users/me', headers: await bearer(owner) },
    { name: 'GET /api/admin/users?limit=25', path: '/api/admin/users?limit=25&status=all', headers: await bearer(admin) },
    { name: 'GET /api/admin/users?limit=1000', path: '/api/admin/users?limit=1000&status=all&page=1', headers: await bearer(admin) },
    { name: `GET /api/owner/customers (${SEEDED_CUSTOMERS})`, path: '/api/owner/customers', headers: ownerHeaders },
    { name: 'GET /api/public/signup/{code}', path: `/api/public/signup/${signupCode}`, headers: {} },
  ];

  const results: EndpointResult[] = [];
  for (const endpoint of endpoints) {
    results.push(
      await measureEndpoint({
        name: endpoint.name,
        url: `${base}${endpoint.path}`,
        headers: endpoint.headers,
        requests: REQUESTS,
        concurrency: CONCURRENCY,
        warmup: 100,
      }),
    );
  }
  printResults(results, CONCURRENCY, { idleMb, loadedMb: await residentMemoryMb(api.pid) });
  const failed = results.filter((result) => result.errors > 0);
  if (failed.length > 0) {
    console.error(`Requests failed on: ${failed.map((result) => result.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await api.stop();
  await issuer.close();
  await rm(dataDir, { recursive: true, force: true });
}
