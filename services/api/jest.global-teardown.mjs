import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const snapshots = process.env.API_TEST_PGLITE_SNAPSHOTS;
  if (snapshots) await rm(snapshots, { recursive: true, force: true });
}
