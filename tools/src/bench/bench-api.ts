import { join } from 'node:path';
import { LOCAL_AUTH_DEFAULTS } from '@fsp/contracts';
import { spawnService } from '../child-service.js';
import { freePort } from '../ports.js';
import { SERVICE_ENTRY_POINTS, SERVICE_NODE_FLAGS } from '../stack-config.js';
import { waitForHttp } from '../wait-for-http.js';
import { WORKSPACE_ROOT } from '../workspace-root.js';
import type { BenchIssuer } from './bench-issuer.js';

export interface BenchApi {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built API on embedded PGlite in `dataDir` (the demo seed on first start), trusting the bench's
 * issuer, counting each request's SQL statements, without background jobs, and waits until it answers.
 */
export async function startBenchApi(dataDir: string, issuer: BenchIssuer): Promise<BenchApi> {
  const port = await freePort();
  const api = spawnService({
    name: 'api',
    command: process.execPath,
    // The flags `npm start` gives it, so the figures are those of the API users run.
    args: [...SERVICE_NODE_FLAGS, join(WORKSPACE_ROOT, SERVICE_ENTRY_POINTS.api)],
    cwd: WORKSPACE_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_ISSUER: issuer.issuer,
      AUTH_JWKS_URL: issuer.jwksUrl,
      AUTH_AUDIENCE: LOCAL_AUTH_DEFAULTS.audience,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      PUBLIC_RATE_LIMIT: '1000000',
      COUNT_SQL_QUERIES: 'true',
      // The bench runs the billing and the charge job itself, at known moments: no background jobs beside it.
      JOBS: 'off',
    },
    log: (line) => console.log(line),
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/api/health`, { timeoutMs: 90_000 });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    base,
    pid: api.pid,
    stop: async () => {
      await api.stop();
    },
  };
}
