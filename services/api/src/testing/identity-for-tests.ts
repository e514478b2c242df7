import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A cheap scrypt cost for the identity services API suites start: the default (N=2^17) costs about half a second
 * and 128 MiB per hash, and these suites seed and set many passwords. The identity service's own suite checks the
 * default parameters.
 */
export const TEST_PASSWORD_HASH_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

/**
 * A new data directory for an in-process identity service whose PGlite starts from the initdb that
 * jest.global-setup.mjs ran once (initdb alone costs seconds, more on a busy machine).
 */
export async function identityDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const initdb = process.env['API_TEST_PGLITE_INITDB_DIR'];
  if (initdb) await cp(initdb, path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}
