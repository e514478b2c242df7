import { ProductionRefusedError, PublishedSecretRefusedError } from './config.js';
import { startIdentityServer } from './server.js';

try {
  const server = await startIdentityServer();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[identity] ${signal} received, stopping`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[identity] failed to stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  if (error instanceof ProductionRefusedError || error instanceof PublishedSecretRefusedError) console.error(`[identity] ${error.message}`);
  else console.error('[identity] failed to start:', error);
  process.exit(1);
}
