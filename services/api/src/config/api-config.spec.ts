import { LOCAL_AUTH_DEFAULTS, LOCAL_IDENTITY_ADMIN_DEFAULTS, LOCAL_IDENTITY_ADMIN_SECRET_FILE } from '@fsp/contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiConfigFromEnv, assertDatabaseAllowed, assertIdentityAdminSecretAllowed } from './api-config.js';

describe('apiConfigFromEnv', () => {
  it('defaults to port 3000, embedded PGlite under ./.data/api and the local identity service', () => {
    const config = apiConfigFromEnv({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      dataDir: path.resolve('/srv/app/.data/api'),
      auth: {
        issuer: LOCAL_AUTH_DEFAULTS.issuer,
        audience: LOCAL_AUTH_DEFAULTS.audience,
        jwksUrl: 'http://localhost:3001/.well-known/jwks.json',
      },
      corsOrigins: ['http://localhost:4200'],
      seedDemo: true,
    });
  });

  it('reads an Auth0 tenant, PostgreSQL and the other settings', () => {
    const config = apiConfigFromEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://db/app',
      DATABASE_SCHEMA: 'fieldwise',
      DATA_DIR: '/var/data',
      AUTH_ISSUER: 'https://acme.us.auth0.com/',
      AUTH_AUDIENCE: 'https://api.acme.com',
      CORS_ORIGINS: 'https://app.acme.com, https://admin.acme.com',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://db/app',
      databaseSchema: 'fieldwise',
      dataDir: '/var/data/api',
      auth: { issuer: 'https://acme.us.auth0.com/', jwksUrl: 'https://acme.us.auth0.com/.well-known/jwks.json' },
      corsOrigins: ['https://app.acme.com', 'https://admin.acme.com'],
      seedDemo: false,
    });
  });

  it('rejects a malformed port', () => {
    expect(() => apiConfigFromEnv({ PORT: 'abc' })).toThrow('PORT');
  });

  it('refuses production on embedded PGlite unless allowed', () => {
    expect(() => assertDatabaseAllowed(apiConfigFromEnv({ NODE_ENV: 'production' }))).toThrow('production');
    expect(() => assertDatabaseAllowed(apiConfigFromEnv({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: 'true' }))).not.toThrow();
    expect(() => assertDatabaseAllowed(apiConfigFromEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' }))).not.toThrow();
  });
});

describe('identity-admin secret', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'api-config-identity-'));
  });

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function writeSecret(identityDataDir: string, secret: string): Promise<void> {
    const file = path.join(identityDataDir, LOCAL_IDENTITY_ADMIN_SECRET_FILE);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(secret));
  }

  it("reads the secret the local identity service generated in its data directory, IDENTITY_DATA_DIR or DATA_DIR/identity", async () => {
    await writeSecret(path.join(root, 'elsewhere'), 'generated-in-elsewhere');
    expect(apiConfigFromEnv({ IDENTITY_DATA_DIR: path.join(root, 'elsewhere') }).identityAdmin.clientSecret).toBe('generated-in-elsewhere');

    await writeSecret(path.join(root, 'data', 'identity'), 'generated-in-data');
    expect(apiConfigFromEnv({ DATA_DIR: 'data' }, root).identityAdmin.clientSecret).toBe('generated-in-data');
  });

  it('prefers IDENTITY_ADMIN_CLIENT_SECRET, and falls back to the published placeholder when nothing is there', () => {
    expect(apiConfigFromEnv({ IDENTITY_ADMIN_CLIENT_SECRET: 'configured', DATA_DIR: 'data' }, root).identityAdmin.clientSecret).toBe('configured');
    expect(apiConfigFromEnv({ DATA_DIR: 'empty' }, root).identityAdmin.clientSecret).toBe(LOCAL_IDENTITY_ADMIN_DEFAULTS.clientSecret);
  });

  it('refuses to start in production with the published secret, with a clear error', () => {
    const published = apiConfigFromEnv({ NODE_ENV: 'production', DATA_DIR: 'empty' }, root);
    expect(() => assertIdentityAdminSecretAllowed(published)).toThrow(
      'Refusing to start in production with the published identity-admin secret: set IDENTITY_ADMIN_CLIENT_SECRET',
    );
    expect(() => assertIdentityAdminSecretAllowed(apiConfigFromEnv({ NODE_ENV: 'production', IDENTITY_ADMIN_CLIENT_SECRET: 'real' }))).not.toThrow();
    expect(() => assertIdentityAdminSecretAllowed(apiConfigFromEnv({ DATA_DIR: 'empty' }, root))).not.toThrow();
  });
});
