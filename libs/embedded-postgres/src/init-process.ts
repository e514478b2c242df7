import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_START_PARAMS } from './index.js';

/** Runs initdb on the empty data directory given as the first argument, then exits (see initializeDataDirApart). */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: init-process <dataDir>');
const db = await PGlite.create(dataDir, { startParams: EMBEDDED_START_PARAMS });
await db.close();
