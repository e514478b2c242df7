import { ConsoleLogger } from '@nestjs/common';
import { apiConfigFromEnv } from './config/api-config.js';
import { createApp } from './create-app.js';

const apiLogger = new ConsoleLogger('Api', { json: true });

async function main(): Promise<void> {
  const config = apiConfigFromEnv(process.env);
  const api = await createApp(config);
  apiLogger.log(`API listening on ${config.host}:${new URL(api.url).port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);

  const shutdown = (signal: NodeJS.Signals) => {
    apiLogger.log(`${signal} received, shutting down`);
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        apiLogger.error(`Shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  apiLogger.error(`API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
