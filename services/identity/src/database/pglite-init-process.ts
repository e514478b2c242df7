import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-init.js';

/** Runs initdb on the empty data directory given as the first argument, then exits (see initializeDataDirApart). */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-init-process <dataDir>');
const db = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
await db.close();
