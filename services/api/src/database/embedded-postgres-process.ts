import { startEmbeddedPostgres } from './embedded-postgres.js';

/**
 * Runs embedded PGlite on the data directory given as the first argument and prints its URL as one JSON line;
 * the durability test kills this process with SIGKILL and starts it again on the same directory.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-postgres-process <dataDir>');
const embedded = await startEmbeddedPostgres(dataDir);
process.stdout.write(`${JSON.stringify({ url: embedded.url })}\n`);
process.once('SIGTERM', () => {
  void embedded.close().then(() => process.exit(0));
});
