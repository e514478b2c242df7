import { DEFAULT_PORTS, LOCAL_AUTH_DEFAULTS, type EnvRecord } from '@fsp/contracts';
import path from 'node:path';

export interface PublicRateLimit {
  /** Requests allowed per client IP within one window. */
  limit: number;
  windowMs: number;
}

export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; null runs the embedded PGlite database under `dataDir`. */
  databaseUrl: string | null;
  databaseSchema: string | null;
  /** Where embedded PGlite keeps its files (`${DATA_DIR}/api`). */
  dataDir: string;
  auth: {
    issuer: string;
    audience: string;
    jwksUrl: string;
  };
  corsOrigins: string[];
  seedDemo: boolean;
  publicRateLimit: PublicRateLimit;
  /** pino level for request logs; 'silent' turns them off. */
  logLevel: string;
  production: boolean;
  allowEmbeddedDb: boolean;
  /** Fastify `trustProxy`: whose X-Forwarded-For to believe when keying rate limits by client IP. */
  trustProxy: boolean | string;
}

export const DEFAULT_PUBLIC_RATE_LIMIT: PublicRateLimit = { limit: 30, windowMs: 60_000 };

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** Default 'loopback': the local edge server proxies /api and forwards the browser's address. */
function trustProxyFrom(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

export function apiConfigFromEnv(env: EnvRecord, cwd = process.cwd()): ApiConfig {
  const issuer = env['AUTH_ISSUER'] || LOCAL_AUTH_DEFAULTS.issuer;
  const dataRoot = env['DATA_DIR'] || './.data';
  return {
    port: positiveInt(env['PORT'], DEFAULT_PORTS.api, 'PORT'),
    host: env['HOST'] || '0.0.0.0',
    databaseUrl: env['DATABASE_URL'] || null,
    databaseSchema: env['DATABASE_SCHEMA'] || null,
    dataDir: path.resolve(cwd, dataRoot, 'api'),
    auth: {
      issuer,
      audience: env['AUTH_AUDIENCE'] || LOCAL_AUTH_DEFAULTS.audience,
      jwksUrl: env['AUTH_JWKS_URL'] || new URL('.well-known/jwks.json', issuer.endsWith('/') ? issuer : `${issuer}/`).href,
    },
    corsOrigins: (env['CORS_ORIGINS'] || `http://localhost:${DEFAULT_PORTS.shell}`)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    seedDemo: env['SEED_DEMO'] !== 'false',
    publicRateLimit: {
      limit: positiveInt(env['PUBLIC_RATE_LIMIT'], DEFAULT_PUBLIC_RATE_LIMIT.limit, 'PUBLIC_RATE_LIMIT'),
      windowMs: positiveInt(env['PUBLIC_RATE_WINDOW_MS'], DEFAULT_PUBLIC_RATE_LIMIT.windowMs, 'PUBLIC_RATE_WINDOW_MS'),
    },
    logLevel: env['LOG_LEVEL'] || 'info',
    production: env['NODE_ENV'] === 'production',
    allowEmbeddedDb: env['ALLOW_EMBEDDED_DB'] === 'true',
    trustProxy: trustProxyFrom(env['TRUST_PROXY']),
  };
}

/** Embedded PGlite is a single-process development database; production must opt in explicitly. */
export function assertDatabaseAllowed(config: ApiConfig): void {
  if (config.production && !config.databaseUrl && !config.allowEmbeddedDb) {
    throw new Error('Refusing to start in production on embedded PGlite: set DATABASE_URL (or ALLOW_EMBEDDED_DB=true).');
  }
}

export const API_CONFIG = Symbol('API_CONFIG');
