import { LOCAL_AUTH_DEFAULTS } from '@fsp/contracts';
import path from 'node:path';
import { apiConfigFromEnv, assertDatabaseAllowed } from './api-config.js';

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
