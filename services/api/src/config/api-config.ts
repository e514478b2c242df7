import { DEFAULT_PORTS, LOCAL_AUTH_DEFAULTS, LOCAL_IDENTITY_ADMIN_DEFAULTS, LOCAL_IDENTITY_ADMIN_SECRET_FILE, type EnvRecord } from '@fsp/contracts';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /** With the demo: a team, customers and their jobs (SEED_DEMO_SCHEDULE=false leaves the schedule empty). */
  seedDemoSchedule: boolean;
  publicRateLimit: PublicRateLimit;
  /** A stricter budget for POST /api/public/leads per client IP, on top of the public one. */
  leadRateLimit: PublicRateLimit;
  /** pino level for request logs; 'silent' turns them off. */
  logLevel: string;
  /** Report each request's SQL statement count in the x-sql-queries header (benchmarks). */
  countSqlQueries: boolean;
  production: boolean;
  allowEmbeddedDb: boolean;
  /**
   * Addresses and CIDRs of the proxies whose X-Forwarded-For is believed (Fastify `trustProxy`): the client is the
   * right-most address of the chain that is not one of them. Empty: the connecting address is the client.
   */
  trustedProxies: string[];
  /** Redis for the counters every API process shares (rate limits, messaging budget); null keeps them in PostgreSQL. */
  redis: RedisConfig | null;
  /** E-mails and text messages one organization may send per window (invitations, later invoices). */
  messageBudget: PublicRateLimit;
  /** Where users open the app (the shell's origin): links in invitations and provider return addresses. */
  appBaseUrl: string;
  /** Origin of the public site, the only origin whose credentialed lead posts are accepted. */
  publicSiteOrigin: string;
  /** GET /api/dev/outbox answers (to loopback clients only) when DEV_OUTBOX=true; it holds password-set links. */
  devOutbox: boolean;
  /** An impersonation ends by itself after this many minutes (IMPERSONATION_MAX_MINUTES). */
  impersonationMaxMinutes: number;
  /** A statement running longer is cancelled and the request answers 503 (0: no limit). */
  databaseStatementTimeoutMs: number;
  identityAdmin: IdentityAdminConfig;
  payments: PaymentsConfig;
  messaging: MessagingConfig;
  /**
   * JOBS=off makes this process web-only: it may still enqueue background jobs, but runs none and schedules no
   * cron job. On by default (`npm start` runs the jobs inside the API process).
   */
  jobs: 'on' | 'off';
  jobQueue: JobQueueConfig;
  /**
   * USER_CACHE_TTL_MS: longest a signed-in user's row is reused from memory. Writes in this process apply at once and
   * other processes' arrive by NOTIFY within milliseconds (PostgreSQL); this bounds how late a change made by another
   * process is seen when a notification is lost. 0 turns the cache off.
   */
  userCacheTtlMs: number;
}

export interface JobQueueConfig {
  /** How often each queue's worker looks for due jobs when it found none: JOBS_POLL_INTERVAL_MS, at least 500. */
  pollIntervalMs: number;
  /**
   * A process that runs jobs also runs every cron job once soon after it starts, so that a run missed while no
   * process was up is caught up (the handlers do "everything due up to now"). Tests may turn it off.
   */
  cronOnStart: boolean;
}

export interface RedisConfig {
  url: string;
  /** Prepended to every key, so that several deployments (or tests) can share one server. */
  keyPrefix: string;
}

/** Auth0 Management API (or the local identity service's compatible subset) through client credentials. */
export interface IdentityAdminConfig {
  /** Base URL of the tenant, e.g. https://tenant.auth0.com/ ; defaults to the token issuer. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Database connection new users are created in. */
  connection: string;
  /** Connect and answer budget of each Management API request (DEFAULT_PROVIDER_TIMEOUT_MS when unset). */
  timeoutMs?: number;
}

export interface PaymentsConfig {
  /** Stripe secret key; null runs the sandbox provider that keeps simulated accounts in the database. */
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  /** Where the stripe SDK sends requests; unset means api.stripe.com (tests point it at a local server). */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | null;
  /** Production refuses the sandbox provider unless this is set. */
  allowSandboxInProduction: boolean;
  /** Budget of each Stripe request (DEFAULT_PROVIDER_TIMEOUT_MS when unset). */
  timeoutMs?: number;
  /** The platform's application fee on each charge, in basis points of the amount (PLATFORM_FEE_BPS, default 0). */
  platformFeeBps?: number;
  /** The Connect webhook endpoint's signing secret (STRIPE_WEBHOOK_SECRET); null: the endpoint refuses every event. */
  stripeWebhookSecret?: string | null;
}

export interface MessagingConfig {
  /** smtp(s)://user:pass@host:port ; null keeps e-mail in the outbox table. */
  smtpUrl: string | null;
  emailFrom: string;
  /** Twilio-compatible SMS API; null keeps SMS in the outbox table. */
  sms: { accountSid: string; authToken: string; from: string; apiBaseUrl: string } | null;
  /** Connect, greeting and idle budget of the SMTP and SMS clients (DEFAULT_PROVIDER_TIMEOUT_MS when unset). */
  timeoutMs?: number;
}

/** How long the API waits on a provider (identity admin, Stripe, SMTP, SMS) before failing the request: PROVIDER_TIMEOUT_MS. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;
/** PostgreSQL statement_timeout of the API's connections: DATABASE_STATEMENT_TIMEOUT_MS (0 turns it off). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

export const DEFAULT_PUBLIC_RATE_LIMIT: PublicRateLimit = { limit: 30, windowMs: 60_000 };
export const DEFAULT_IMPERSONATION_MAX_MINUTES = 60;
export const DEFAULT_USER_CACHE_TTL_MS = 5_000;
export const DEFAULT_LEAD_RATE_LIMIT: PublicRateLimit = { limit: 10, windowMs: 10 * 60_000 };
export const DEFAULT_MESSAGE_BUDGET_PER_HOUR = 100;
export const DEFAULT_JOB_POLL_INTERVAL_MS = 5_000;
/** pg-boss refuses shorter polling intervals. */
export const MIN_JOB_POLL_INTERVAL_MS = 500;
/** Default: loopback only, where the local edge server proxies /api and forwards the browser's address. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1/128'];

function jobsFrom(value: string | undefined): 'on' | 'off' {
  if (value === undefined || value === '' || value === 'on') return 'on';
  if (value === 'off') return 'off';
  throw new Error(`JOBS must be "on" or "off", got "${value}"`);
}

function jobPollIntervalFrom(value: string | undefined): number {
  const ms = positiveInt(value, DEFAULT_JOB_POLL_INTERVAL_MS, 'JOBS_POLL_INTERVAL_MS');
  if (ms < MIN_JOB_POLL_INTERVAL_MS) throw new Error(`JOBS_POLL_INTERVAL_MS must be at least ${MIN_JOB_POLL_INTERVAL_MS}, got "${value}"`);
  return ms;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** TRUSTED_PROXIES: comma-separated addresses or CIDRs; `none` trusts no proxy. */
function trustedProxiesFrom(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_TRUSTED_PROXIES;
  if (value.trim() === 'none') return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length > 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`);
  }
  return entries;
}

export function apiConfigFromEnv(env: EnvRecord, cwd = process.cwd()): ApiConfig {
  const issuer = env['AUTH_ISSUER'] || LOCAL_AUTH_DEFAULTS.issuer;
  const dataRoot = env['DATA_DIR'] || './.data';
  const providerTimeoutMs = positiveInt(env['PROVIDER_TIMEOUT_MS'], DEFAULT_PROVIDER_TIMEOUT_MS, 'PROVIDER_TIMEOUT_MS');
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
    seedDemoSchedule: env['SEED_DEMO_SCHEDULE'] !== 'false',
    publicRateLimit: {
      limit: positiveInt(env['PUBLIC_RATE_LIMIT'], DEFAULT_PUBLIC_RATE_LIMIT.limit, 'PUBLIC_RATE_LIMIT'),
      windowMs: positiveInt(env['PUBLIC_RATE_WINDOW_MS'], DEFAULT_PUBLIC_RATE_LIMIT.windowMs, 'PUBLIC_RATE_WINDOW_MS'),
    },
    leadRateLimit: {
      limit: positiveInt(env['LEAD_RATE_LIMIT'], DEFAULT_LEAD_RATE_LIMIT.limit, 'LEAD_RATE_LIMIT'),
      windowMs: positiveInt(env['LEAD_RATE_WINDOW_MS'], DEFAULT_LEAD_RATE_LIMIT.windowMs, 'LEAD_RATE_WINDOW_MS'),
    },
    logLevel: env['LOG_LEVEL'] || 'info',
    countSqlQueries: env['COUNT_SQL_QUERIES'] === 'true',
    production: env['NODE_ENV'] === 'production',
    allowEmbeddedDb: env['ALLOW_EMBEDDED_DB'] === 'true',
    trustedProxies: trustedProxiesFrom(env['TRUSTED_PROXIES']),
    redis: env['REDIS_URL'] ? { url: env['REDIS_URL'], keyPrefix: env['REDIS_KEY_PREFIX'] || 'fieldwise:' } : null,
    messageBudget: {
      limit: positiveInt(env['MESSAGE_BUDGET_PER_HOUR'], DEFAULT_MESSAGE_BUDGET_PER_HOUR, 'MESSAGE_BUDGET_PER_HOUR'),
      windowMs: 60 * 60_000,
    },
    appBaseUrl: withoutTrailingSlash(env['APP_BASE_URL'] || `http://localhost:${DEFAULT_PORTS.shell}`),
    publicSiteOrigin: new URL(env['PUBLIC_SITE_ORIGIN'] || env['APP_BASE_URL'] || `http://localhost:${DEFAULT_PORTS.shell}`).origin,
    devOutbox: env['DEV_OUTBOX'] === 'true',
    impersonationMaxMinutes: positiveInt(env['IMPERSONATION_MAX_MINUTES'], DEFAULT_IMPERSONATION_MAX_MINUTES, 'IMPERSONATION_MAX_MINUTES'),
    databaseStatementTimeoutMs: positiveInt(env['DATABASE_STATEMENT_TIMEOUT_MS'], DEFAULT_STATEMENT_TIMEOUT_MS, 'DATABASE_STATEMENT_TIMEOUT_MS'),
    identityAdmin: {
      timeoutMs: providerTimeoutMs,
      baseUrl: env['IDENTITY_ADMIN_URL'] || issuer,
      clientId: env['IDENTITY_ADMIN_CLIENT_ID'] || LOCAL_IDENTITY_ADMIN_DEFAULTS.clientId,
      clientSecret: identityAdminSecretFrom(env, dataRoot, cwd),
      connection: env['IDENTITY_ADMIN_CONNECTION'] || LOCAL_IDENTITY_ADMIN_DEFAULTS.connection,
    },
    payments: {
      stripeSecretKey: env['STRIPE_SECRET_KEY'] || null,
      stripePublishableKey: env['STRIPE_PUBLISHABLE_KEY'] || null,
      stripeApi: stripeApiFrom(env['STRIPE_API_BASE']),
      allowSandboxInProduction: env['ALLOW_SANDBOX_PAYMENTS'] === 'true',
      timeoutMs: providerTimeoutMs,
      platformFeeBps: basisPoints(env['PLATFORM_FEE_BPS']),
      stripeWebhookSecret: env['STRIPE_WEBHOOK_SECRET'] || null,
    },
    messaging: {
      smtpUrl: env['SMTP_URL'] || null,
      emailFrom: env['EMAIL_FROM'] || 'Fieldwise <no-reply@fieldwise.local>',
      timeoutMs: providerTimeoutMs,
      sms:
        env['TWILIO_ACCOUNT_SID'] && env['TWILIO_AUTH_TOKEN'] && env['TWILIO_FROM']
          ? {
              accountSid: env['TWILIO_ACCOUNT_SID'],
              authToken: env['TWILIO_AUTH_TOKEN'],
              from: env['TWILIO_FROM'],
              apiBaseUrl: withoutTrailingSlash(env['TWILIO_API_BASE'] || 'https://api.twilio.com'),
            }
          : null,
    },
    jobs: jobsFrom(env['JOBS']),
    jobQueue: { pollIntervalMs: jobPollIntervalFrom(env['JOBS_POLL_INTERVAL_MS']), cronOnStart: true },
    userCacheTtlMs: positiveInt(env['USER_CACHE_TTL_MS'], DEFAULT_USER_CACHE_TTL_MS, 'USER_CACHE_TTL_MS'),
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function stripeApiFrom(value: string | undefined): PaymentsConfig['stripeApi'] {
  if (!value) return null;
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/**
 * IDENTITY_ADMIN_CLIENT_SECRET, else the secret the local identity service generated in its data directory
 * (IDENTITY_DATA_DIR, default DATA_DIR/identity). Without either, the published placeholder, which the local
 * identity service refuses and production refuses to start with.
 */
function identityAdminSecretFrom(env: EnvRecord, dataRoot: string, cwd: string): string {
  const configured = env['IDENTITY_ADMIN_CLIENT_SECRET'];
  if (configured) return configured;
  const file = path.resolve(cwd, env['IDENTITY_DATA_DIR'] || path.join(dataRoot, 'identity'), LOCAL_IDENTITY_ADMIN_SECRET_FILE);
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return LOCAL_IDENTITY_ADMIN_DEFAULTS.clientSecret;
    throw new Error(`Could not read the identity service's management secret from ${file}: ${(error as Error).message}`);
  }
  if (typeof stored !== 'string' || !stored) throw new Error(`${file} does not hold a management secret`);
  return stored;
}

/** The secret published in the source code would let anyone who reaches the identity service mint Management tokens. */
export function assertIdentityAdminSecretAllowed(config: ApiConfig): void {
  if (config.production && config.identityAdmin.clientSecret === LOCAL_IDENTITY_ADMIN_DEFAULTS.clientSecret) {
    throw new Error(
      'Refusing to start in production with the published identity-admin secret: set IDENTITY_ADMIN_CLIENT_SECRET ' +
        "(your Auth0 Management API client's secret).",
    );
  }
}

/** Embedded PGlite is a single-process development database; production must opt in explicitly. */
export function assertDatabaseAllowed(config: ApiConfig): void {
  if (config.production && !config.databaseUrl && !config.allowEmbeddedDb) {
    throw new Error('Refusing to start in production on embedded PGlite: set DATABASE_URL (or ALLOW_EMBEDDED_DB=true).');
  }
}

export const API_CONFIG = Symbol('API_CONFIG');

/** PLATFORM_FEE_BPS: a whole number of basis points, 0 to 10,000. */
function basisPoints(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const bps = Number(value);
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new Error(`PLATFORM_FEE_BPS must be a whole number from 0 to 10000, not "${value}"`);
  return bps;
}
