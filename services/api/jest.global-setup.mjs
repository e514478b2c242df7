// PGlite's initdb costs seconds, migrating and seeding about half a second more, installing the job queue (pg-boss)
// a little more, and copying and deleting a data directory another second per suite. So: do them once, dump the data
// directory, and let every API suite start PGlite in memory from that dump (start-test-api.ts).
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { exportJWK, generateKeyPair } from 'jose';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const compiledOpenDatabase = path.join(root, 'dist/database/open-database.js');
const compiledInstallJobQueue = path.join(root, 'dist/common/jobs/install-job-queue.js');

function newestMtime(dir, counts = () => true) {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return Math.max(newest, newestMtime(full, counts));
    return counts(entry.name) ? Math.max(newest, statSync(full).mtimeMs) : newest;
  }, 0);
}

/** The API's compiled migrations and seed, when the build is at least as new as the database sources. */
async function compiledDatabaseOpener() {
  if (!existsSync(compiledOpenDatabase)) return null;
  if (statSync(compiledOpenDatabase).mtimeMs < newestMtime(path.join(root, 'src/database'))) return null;
  const { openDatabase } = await import(compiledOpenDatabase);
  return openDatabase;
}

/** pg-boss's installer, when built at least as new as the jobs sources (else the test apps install it themselves). */
async function compiledJobQueueInstaller() {
  if (!existsSync(compiledInstallJobQueue)) return null;
  const compiledSources = (name) => !name.endsWith('.spec.ts');
  if (statSync(compiledInstallJobQueue).mtimeMs < newestMtime(path.join(root, 'src/common/jobs'), compiledSources)) return null;
  const { installJobQueue } = await import(compiledInstallJobQueue);
  return installJobQueue;
}

/**
 * A checkpoint first: the dump is taken from a running server, so every start from it replays the WAL written since
 * the last checkpoint (the whole migration and seed, about a quarter of a PGlite start, on each of the suites' starts).
 */
async function dump(db, file) {
  await db.exec('CHECKPOINT');
  const blob = await db.dumpDataDir('none');
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  return file;
}

/** RSA key generation costs up to a second; the test token issuers (testing/token-issuer.ts) share one pair. */
async function writeSigningKeys(file) {
  const privateJwk = async () => exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey);
  await writeFile(file, JSON.stringify({ signing: await privateJwk(), foreign: await privateJwk() }));
  return file;
}

export default async function globalSetup() {
  const dir = await mkdtemp(path.join(tmpdir(), 'fsp-api-test-fixtures-'));
  process.env.API_TEST_PGLITE_SNAPSHOTS = dir;
  process.env.API_TEST_SIGNING_KEYS = await writeSigningKeys(path.join(dir, 'signing-keys.json'));
  // The security target on PostgreSQL (project.json) starts no PGlite: the snapshots would cost it about 10 s of CPU.
  if (process.env.API_TEST_PGLITE === 'off') return;
  // On disk, so the in-process identity services of some suites can copy it (testing/identity-for-tests.ts).
  const initdbDir = path.join(dir, 'initdb');
  const initdb = await PGlite.create(initdbDir);
  try {
    process.env.API_TEST_PGLITE_INITDB = await dump(initdb, path.join(dir, 'initdb.tar'));
  } finally {
    await initdb.close();
  }
  process.env.API_TEST_PGLITE_INITDB_DIR = initdbDir;

  const openDatabase = await compiledDatabaseOpener();
  if (!openDatabase) return;
  const installJobQueue = await compiledJobQueueInstaller();
  const db = await PGlite.create({ loadDataDir: new Blob([await readFile(process.env.API_TEST_PGLITE_INITDB)]) });
  try {
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
    await server.start();
    try {
      const url = `postgres://postgres@${server.getServerConn()}/postgres`;
      const dataSource = await openDatabase({ url, schema: null, embedded: true }, { demo: true, demoSchedule: false });
      try {
        await installJobQueue?.(dataSource);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await server.stop();
    }
    process.env.API_TEST_PGLITE_SEEDED = await dump(db, path.join(dir, 'seeded.tar'));
  } finally {
    await db.close();
  }
}
