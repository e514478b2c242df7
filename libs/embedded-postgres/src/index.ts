import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_DATABASE_SETTINGS, postgresSettingArgs } from '@fsp/contracts';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The embedded PostgreSQL (PGlite) of the API and of the local identity service, started the same way in both.
 *
 * PGlite's own start parameters plus the embedded databases' settings (a small shared buffer pool).
 */
export const EMBEDDED_START_PARAMS: string[] = [...PGlite.defaultStartParams, ...postgresSettingArgs(EMBEDDED_DATABASE_SETTINGS)];

const INIT_SCRIPT = fileURLToPath(new URL('./init-process.js', import.meta.url));

/**
 * Creates a new data directory in a short-lived child process. PGlite runs initdb in a second WebAssembly instance
 * and unpacks its result through an in-memory archive: done in the service's own process, that leaves about 500 MB
 * of garbage the collector may not reclaim for a long time. An existing directory is left alone, and so is every
 * one when running from the TypeScript sources (no compiled script beside this module): `PGlite.create` then
 * initializes it in-process.
 */
export async function initializeDataDirApart(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(INIT_SCRIPT)) return;
  const child = spawn(process.execPath, [INIT_SCRIPT, dataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`Initializing the PGlite data directory ${dataDir} failed (exit code ${code})`);
}
