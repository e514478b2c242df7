import * as path from 'node:path';
import { DEFAULT_PORTS, LOCAL_AUTH_DEFAULTS, LOCAL_IDENTITY_ADMIN_DEFAULTS } from '@fsp/contracts';
import { DEFAULT_PASSWORD_HASH_COST, type ScryptCost } from './accounts/password-hash.js';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './accounts/sign-in-throttle.js';

export interface IdentityConfig {
  port: number;
  /** Interface to listen on: loopback unless `HOST` says otherwise. */
  host: string;
  issuer: string;
  clientId: string;
  audience: string;
  /** Origins (scheme://host:port) of the browser apps: redirect targets, CORS origins, logout return targets. */
  allowedOrigins: string[];
  dataDir: string;
  /** PostgreSQL connection string; without it the service keeps its data in embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /** The machine client allowed to call the Management API subset (`/api/v2/*`) with client credentials. */
  management: ManagementSettings;
  /** scrypt parameters for new hashes; weaker stored hashes are upgraded on the next successful sign-in. */
  passwordHashCost: ScryptCost;
  signInLimits: SignInLimits;
}

export interface ManagementClientConfig {
  clientId: string;
  clientSecret: string;
  /** The only database connection users can be created in (Auth0's default name). */
  connection: string;
}

/** As configured: without a secret the service generates one on its first start and keeps it in its data directory. */
export type ManagementSettings = Omit<ManagementClientConfig, 'clientSecret'> & { clientSecret: string | null };

export class PublishedSecretRefusedError extends Error {
  constructor() {
    super(
      'IDENTITY_ADMIN_CLIENT_SECRET is the secret published in the source code; anyone could use it to take over accounts. ' +
        'Unset it (the identity service then generates one in its data directory) or choose another.',
    );
    this.name = 'PublishedSecretRefusedError';
  }
}

export function assertNotPublishedSecret(secret: string | null): void {
  if (secret === LOCAL_IDENTITY_ADMIN_DEFAULTS.clientSecret) throw new PublishedSecretRefusedError();
}

export type Env = Readonly<Record<string, string | undefined>>;

export class ProductionRefusedError extends Error {
  constructor() {
    super(
      'The local identity service is for development and tests only and refuses to start with NODE_ENV=production. ' +
        'Configure a real Auth0 tenant (AUTH0_DOMAIN, AUTH0_CLIENT_ID, AUTH0_AUDIENCE) instead.',
    );
    this.name = 'ProductionRefusedError';
  }
}

export function assertNotProduction(env: Env): void {
  if (env['NODE_ENV'] === 'production') throw new ProductionRefusedError();
}

export function normalizeOrigin(value: string): string {
  const url = new URL(value.trim());
  if (url.origin === 'null') throw new Error(`Not an http(s) origin: ${value}`);
  return url.origin;
}

function parsePort(value: string | undefined): number {
  if (!value) return DEFAULT_PORTS.identity;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`IDENTITY_PORT is not a port number: ${value}`);
  return port;
}

export function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Auth0's Management API audience: `https://{tenant}/api/v2/`. */
export function managementAudience(issuer: string): string {
  return `${withTrailingSlash(issuer)}api/v2/`;
}

export function loadIdentityConfig(env: Env, cwd = process.cwd()): IdentityConfig {
  assertNotProduction(env);
  const port = parsePort(env['IDENTITY_PORT']);
  const origins = (env['IDENTITY_ALLOWED_ORIGINS'] || `http://localhost:${DEFAULT_PORTS.shell}`)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map(normalizeOrigin);
  const baseDataDir = env['DATA_DIR'] || './.data';
  const clientSecret = env['IDENTITY_ADMIN_CLIENT_SECRET'] || null;
  assertNotPublishedSecret(clientSecret);
  return {
    port,
    host: env['HOST'] || '127.0.0.1',
    issuer: withTrailingSlash(env['IDENTITY_ISSUER'] || `http://localhost:${port}/`),
    clientId: env['IDENTITY_CLIENT_ID'] || LOCAL_AUTH_DEFAULTS.clientId,
    audience: env['IDENTITY_AUDIENCE'] || LOCAL_AUTH_DEFAULTS.audience,
    allowedOrigins: [...new Set(origins)],
    dataDir: path.resolve(cwd, env['IDENTITY_DATA_DIR'] || path.join(baseDataDir, 'identity')),
    databaseUrl: env['IDENTITY_DATABASE_URL'] || undefined,
    seedDemo: env['IDENTITY_SEED_DEMO'] !== 'false',
    management: {
      clientId: env['IDENTITY_ADMIN_CLIENT_ID'] || LOCAL_IDENTITY_ADMIN_DEFAULTS.clientId,
      clientSecret,
      connection: LOCAL_IDENTITY_ADMIN_DEFAULTS.connection,
    },
    passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
    signInLimits: DEFAULT_SIGN_IN_LIMITS,
  };
}
