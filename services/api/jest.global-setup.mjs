// PGlite's initdb costs seconds; do it once and let every API suite start from a copy of that data directory.
import { PGlite } from '@electric-sql/pglite';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default async function globalSetup() {
  const template = await mkdtemp(path.join(tmpdir(), 'fsp-api-pglite-template-'));
  const db = await PGlite.create(template);
  await db.close();
  process.env.API_TEST_PGLITE_TEMPLATE = template;
}
