import { DEMO_USERS } from '@fsp/contracts';
import { PGlite } from '@electric-sql/pglite';
import type { Type } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { API_CONFIG, apiConfigFromEnv, MIN_JOB_POLL_INTERVAL_MS, type ApiConfig } from '../config/api-config.js';
import { jobQueueSchemaFor } from '../common/jobs/job-queue-schema.js';
import { createApp, type RunningApi } from '../create-app.js';
import { quoteIdentifier } from '../database/data-source-options.js';
import type { TestDatabaseKind } from './test-databases.js';
import { startTokenIssuer, type TokenIssuer, type TokenOptions } from './token-issuer.js';

export interface TestResponse<T> {
  status: number;
  body: T;
  headers: Record<string, string>;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi {
  api: RunningApi;
  tokens: TokenIssuer;
  dataSource: DataSource;
  request<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** A valid token for a seeded demo user, e.g. tokenFor('owner@demo.test'). */
  tokenFor(email: string, overrides?: Partial<TokenOptions>): Promise<string>;
  /** The id of the user row with this e-mail; throws when there is none. */
  userIdOf(email: string): Promise<string>;
  close(): Promise<void>;
}

export interface StartTestApiOptions {
  config?: Partial<ApiConfig>;
  extraModules?: Type[];
  /**
   * Start a second API process on this one's PostgreSQL schema and token issuer, without seeding; close it before
   * the first, whose close drops the schema.
   */
  alongside?: TestApi;
  /**
   * Run background jobs in this process (JOBS=on), polling every 500 ms, without the cron run at start (opt in
   * through config.jobQueue). Off by default: the API can still enqueue jobs, and nothing runs them.
   */
  jobs?: boolean;
  /**
   * PGlite only: keep the database in this directory (the caller's; left in place at close), starting from the
   * suites' snapshot when it is empty, so that a later startTestApi on it is a restart of the same database.
   */
  dataDir?: string;
}

/**
 * A data-directory dump, read from disk once per suite. Node's Blob streams its bytes back in small chunks on every
 * arrayBuffer(), which for these 40 MB cost more than reading the file; PGlite reads the dump only through
 * arrayBuffer() (and `type`), and gets its own copy of the bytes on every start.
 */
class SnapshotBlob extends Blob {
  constructor(private readonly dump: Uint8Array) {
    super([], { type: 'application/x-tar' });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const copy = new ArrayBuffer(this.dump.byteLength);
    new Uint8Array(copy).set(this.dump);
    return Promise.resolve(copy);
  }
}

const snapshots = new Map<string, Promise<Blob>>();

function snapshotOf(file: string): Promise<Blob> {
  let snapshot = snapshots.get(file);
  if (!snapshot) {
    snapshot = readFile(file).then((bytes) => new SnapshotBlob(bytes));
    snapshots.set(file, snapshot);
  }
  return snapshot;
}

/** An empty directory gets the migrated, seeded snapshot written into it (PGlite's initdb would take seconds). */
async function prepareDataDir(dataDir: string): Promise<void> {
  const snapshotFile = process.env['API_TEST_PGLITE_SEEDED'] || process.env['API_TEST_PGLITE_INITDB'];
  const entries = await readdir(dataDir).catch(() => []);
  if (!snapshotFile || entries.length > 0) return;
  const db = await PGlite.create({ dataDir, loadDataDir: await snapshotOf(snapshotFile) });
  await db.close();
}

/** Boots the real API on a fresh database (PGlite data directory, or a new PostgreSQL schema) with demo data. */
export async function startTestApi(kind: TestDatabaseKind, options: StartTestApiOptions = {}): Promise<TestApi> {
  const tokens = options.alongside?.tokens ?? (await startTokenIssuer());
  const cleanups: Array<() => Promise<void>> = options.alongside ? [] : [() => tokens.close()];
  const base = apiConfigFromEnv({});
  let database: Partial<ApiConfig>;
  let embeddedSnapshot: Blob | undefined;
  if (options.alongside) {
    const first = options.alongside.api.app.get<ApiConfig>(API_CONFIG);
    if (!first.databaseUrl) throw new Error('A second API process needs PostgreSQL: PGlite serves one process');
    database = { databaseUrl: first.databaseUrl, databaseSchema: first.databaseSchema, seedDemo: false };
  } else if (kind === 'pglite' && options.dataDir) {
    await prepareDataDir(options.dataDir);
    database = { databaseUrl: null, databaseSchema: null, dataDir: options.dataDir };
  } else if (kind === 'pglite') {
    // In memory from the snapshot jest.global-setup.mjs dumped: migrated and seeded as these defaults seed, else
    // fresh from initdb (the app then migrates and seeds as configured).
    const seedsAsSnapshot = options.config?.seedDemo !== false && !options.config?.seedDemoSchedule;
    const snapshotFile = (seedsAsSnapshot && process.env['API_TEST_PGLITE_SEEDED']) || process.env['API_TEST_PGLITE_INITDB'];
    if (snapshotFile) embeddedSnapshot = await snapshotOf(snapshotFile);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fsp-api-test-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    database = { databaseUrl: null, databaseSchema: null, dataDir: path.join(dataDir, 'api') };
  } else {
    const url = process.env['TEST_DATABASE_URL'];
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `api_test_${randomBytes(6).toString('hex')}`;
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
        // The background job queue's tables, beside the API's schema (common/jobs).
        await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(jobQueueSchemaFor(schema))} CASCADE`);
      } finally {
        await client.end();
      }
    });
    database = { databaseUrl: url, databaseSchema: schema };
  }
  const config: ApiConfig = {
    ...base,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    seedDemo: true,
    // Tests arrange their own schedule data.
    seedDemoSchedule: false,
    // As `npm start` does: suites read e-mailed links from GET /api/dev/outbox.
    devOutbox: true,
    jobs: options.jobs ? 'on' : 'off',
    jobQueue: { pollIntervalMs: MIN_JOB_POLL_INTERVAL_MS, cronOnStart: false },
    auth: { issuer: tokens.issuer, audience: tokens.audience, jwksUrl: tokens.jwksUrl },
    ...database,
    ...options.config,
  };

  let api: RunningApi;
  try {
    api = await createApp(config, { extraModules: options.extraModules, embeddedSnapshot });
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup();
    throw error;
  }
  const dataSource = api.app.get<DataSource>(getDataSourceToken());

  return {
    api,
    tokens,
    dataSource,
    async request<T>(method: string, url: string, { token, body, headers = {} }: RequestOptions = {}) {
      const response = await fetch(`${api.url}${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
        headers: Object.fromEntries(response.headers.entries()),
      };
    },
    tokenFor(email, overrides = {}) {
      const demo = DEMO_USERS.find((user) => user.email === email);
      return tokens.sign({ subject: `sub-${email}`, email, name: demo?.name ?? null, ...overrides });
    },
    async userIdOf(email) {
      const rows = (await dataSource.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [email])) as Array<{ id: string }>;
      const id = rows[0]?.id;
      if (!id) throw new Error(`No user with e-mail ${email}`);
      return id;
    },
    async close() {
      await api.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}
