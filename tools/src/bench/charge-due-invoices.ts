import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCAL_AUTH_DEFAULTS } from '@fsp/contracts';
import { WORKSPACE_ROOT } from '../workspace-root.js';
import type { BenchIssuer } from './bench-issuer.js';

const dist = (path: string) => pathToFileURL(join(WORKSPACE_ROOT, 'services/api/dist', path)).href;

/** The parts of the built API's classes the bench uses (tools are not compiled with the API's decorators). */
interface DueCharges {
  chargeDueInvoices(now: Date): Promise<ChargeReport>;
}
interface BuiltApi {
  app: { get<T>(type: abstract new () => T): T };
  close(): Promise<void>;
}

interface ChargeReport {
  charged: number;
  succeeded: number;
  failed: number;
  errors: number;
}

/**
 * Runs the due-date charge job once, as its worker does, inside a built API booted on `dataDir` with its job
 * workers off (so nothing else charges meanwhile), and times it.
 */
export async function chargeDueInvoicesOnce(dataDir: string, issuer: BenchIssuer): Promise<{ report: ChargeReport; seconds: number }> {
  const { apiConfigFromEnv } = (await import(dist('config/api-config.js'))) as { apiConfigFromEnv: (env: Record<string, string>, cwd: string) => unknown };
  const { createApp } = (await import(dist('create-app.js'))) as { createApp: (config: unknown) => Promise<BuiltApi> };
  const { DueInvoiceCharges } = (await import(dist('modules/invoices/autopay/due-invoice-charges.js'))) as { DueInvoiceCharges: abstract new () => DueCharges };
  const config = apiConfigFromEnv(
    {
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_ISSUER: issuer.issuer,
      AUTH_JWKS_URL: issuer.jwksUrl,
      AUTH_AUDIENCE: LOCAL_AUTH_DEFAULTS.audience,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      JOBS: 'off',
    },
    WORKSPACE_ROOT,
  );
  const api = await createApp(config);
  try {
    const charges = api.app.get(DueInvoiceCharges);
    const started = performance.now();
    const report = await charges.chargeDueInvoices(new Date());
    return { report, seconds: (performance.now() - started) / 1000 };
  } finally {
    await api.close();
  }
}
