import { API_ERRORS } from '@fsp/contracts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { testDatabases } from './testing/test-databases.js';
import { startTestApi, type TestApi } from './testing/start-test-api.js';

const START_TIMEOUT_MS = 60_000;

/** Starts embedded PGlite in a child process on `dataDir` and resolves with its URL once it listens. */
function startEmbeddedChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const script = path.join(process.cwd(), 'src/database/embedded-postgres-process.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('embedded PGlite did not start in time')), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`embedded PGlite exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      clearTimeout(timer);
      resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
  });
}

function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Embedded PGlite only: the PGlite target runs it. */
const embeddedDescribe = testDatabases().includes('pglite') ? describe : null;

embeddedDescribe?.('embedded PGlite durability', () => {
  let dataDir: string;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fsp-durability-'));
  });

  afterAll(async () => {
    if (child) await killHard(child);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a write acknowledged just before the process was killed with SIGKILL', async () => {
    const first = await startEmbeddedChild(dataDir);
    child = first.child;
    const writer = new pg.Client({ connectionString: first.url });
    writer.on('error', () => undefined); // the server vanishes under it below
    await writer.connect();
    await writer.query('CREATE TABLE acknowledged (id int PRIMARY KEY, note text NOT NULL)');
    await writer.query(`INSERT INTO acknowledged VALUES (1, 'written before the kill')`);
    // No pause, no clean shutdown: the process dies the moment the commit was acknowledged.
    await killHard(first.child);
    await writer.end().catch(() => undefined);

    const second = await startEmbeddedChild(dataDir);
    child = second.child;
    const reader = new pg.Client({ connectionString: second.url });
    await reader.connect();
    try {
      expect((await reader.query('SELECT note FROM acknowledged')).rows).toEqual([{ note: 'written before the kill' }]);
    } finally {
      await reader.end();
    }
  }, 3 * START_TIMEOUT_MS);
});

const POSTGRES_BIN = process.env['POSTGRES_BIN'] ?? '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a PostgreSQL binary; as root through `runuser -u postgres` (initdb and the server refuse root). */
function runPostgres(binary: string, args: string[]): void {
  const command = path.join(POSTGRES_BIN, binary);
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', timeout: 60_000 })
    : spawnSync(command, args, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error?.message}`);
}

/** PostgreSQL only (the PostgreSQL target): a server of the test's own, stopped and started again. */
const postgresDescribe = testDatabases().includes('postgresql') ? describe : null;

postgresDescribe?.('API on a PostgreSQL server that goes away and comes back', () => {
  let dir: string;
  let dataDir: string;
  let port: number;
  let t: TestApi | null = null;
  let running = false;

  const pgCtl = (action: 'start' | 'stop') =>
    runPostgres('pg_ctl', [
      action,
      '-D',
      dataDir,
      '-w',
      '-t',
      '30',
      '-m',
      'fast',
      ...(action === 'start' ? ['-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`] : []),
    ]);

  beforeAll(async () => {
    if (!existsSync(path.join(POSTGRES_BIN, 'initdb'))) {
      throw new Error(`PostgreSQL server binaries not found in ${POSTGRES_BIN} (install postgresql-15 or set POSTGRES_BIN)`);
    }
    dir = await mkdtemp(path.join(tmpdir(), 'fsp-pg-outage-'));
    dataDir = path.join(dir, 'data');
    if (process.getuid?.() === 0) {
      const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      await chown(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
    }
    await chmod(dir, 0o700);
    port = await freePort();
    runPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
    pgCtl('start');
    running = true;
    t = await startTestApi('postgresql', { config: { databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, databaseSchema: null } });
  }, 3 * START_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    if (running) pgCtl('stop');
    if (dir) await rm(dir, { recursive: true, force: true });
  }, START_TIMEOUT_MS);

  it('answers 503 while the server is down, recovers by itself once it is back, and keeps every acknowledged write', async () => {
    const api = t as TestApi;
    const token = await api.tokenFor('owner@demo.test');
    const service = (name: string) => ({ name, description: 'Weekly mowing', price_cents: 4500, estimated_minutes: 45 });
    const created = await api.request<{ id: string }>('POST', '/api/owner/services', { token, body: service('Acknowledged before the outage') });
    expect(created.status).toBe(201);

    pgCtl('stop');
    running = false;
    const whileDown = await Promise.all([
      api.request('GET', '/api/owner/services', { token }),
      api.request('POST', '/api/owner/services', { token, body: service('Sent during the outage') }),
    ]);
    for (const response of whileDown) expect(response).toMatchObject({ status: 503, body: { error: API_ERRORS.databaseUnavailable } });

    pgCtl('start');
    running = true;
    // The pool reconnects on the next request; no restart of the API.
    const list = await api.request<Array<{ name: string }>>('GET', '/api/owner/services', { token });
    expect(list.status).toBe(200);
    expect(list.body.map((row) => row.name)).toContain('Acknowledged before the outage');
    const after = await api.request('POST', '/api/owner/services', { token, body: service('Written after the outage') });
    expect(after.status).toBe(201);
  }, 3 * START_TIMEOUT_MS);
});
