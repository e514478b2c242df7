import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_IDENTITY_ADMIN_DEFAULTS } from '@fsp/contracts';
import { assertNotProduction, loadIdentityConfig, ProductionRefusedError, PublishedSecretRefusedError } from './config.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('production refusal', () => {
  it('refuses NODE_ENV=production in configuration', () => {
    expect(() => assertNotProduction({ NODE_ENV: 'production' })).toThrow(ProductionRefusedError);
    expect(() => loadIdentityConfig({ NODE_ENV: 'production' })).toThrow(/refuses to start with NODE_ENV=production/);
  });

  it('exits with code 1 and a clear message when started with NODE_ENV=production', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production', IDENTITY_PORT: '0', IDENTITY_DATA_DIR: path.join(projectRoot, 'tmp-never-created') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('refuses to start with NODE_ENV=production');
  });
});

describe('configuration', () => {
  it('defaults to the local ports, issuer with a trailing slash and the shell origin', () => {
    const config = loadIdentityConfig({}, '/srv');
    expect(config).toMatchObject({
      port: 3001,
      host: '127.0.0.1',
      issuer: 'http://localhost:3001/',
      clientId: 'fieldwise-web',
      audience: 'https://api.fieldwise.local',
      allowedOrigins: ['http://localhost:4200'],
      dataDir: '/srv/.data/identity',
      databaseUrl: undefined,
      seedDemo: true,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadIdentityConfig(
      {
        IDENTITY_PORT: '4001',
        IDENTITY_ISSUER: 'http://auth.local:4001',
        IDENTITY_CLIENT_ID: 'client',
        IDENTITY_AUDIENCE: 'https://api.example',
        IDENTITY_ALLOWED_ORIGINS: 'http://a.local:1/, http://b.local:2',
        DATA_DIR: '/data',
        IDENTITY_DATABASE_URL: 'postgres://x',
        IDENTITY_SEED_DEMO: 'false',
        HOST: '0.0.0.0',
        IDENTITY_ADMIN_CLIENT_SECRET: 'an-operator-chosen-secret',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 4001,
      issuer: 'http://auth.local:4001/',
      clientId: 'client',
      audience: 'https://api.example',
      allowedOrigins: ['http://a.local:1', 'http://b.local:2'],
      dataDir: '/data/identity',
      databaseUrl: 'postgres://x',
      seedDemo: false,
      host: '0.0.0.0',
      management: { clientSecret: 'an-operator-chosen-secret' },
    });
  });

  it('leaves the management secret to the data directory unless configured, and refuses the published one', () => {
    expect(loadIdentityConfig({}).management.clientSecret).toBeNull();
    expect(() => loadIdentityConfig({ IDENTITY_ADMIN_CLIENT_SECRET: LOCAL_IDENTITY_ADMIN_DEFAULTS.clientSecret })).toThrow(PublishedSecretRefusedError);
  });

  it('hashes passwords with scrypt at OWASP cost and limits failed sign-ins by default', () => {
    expect(loadIdentityConfig({})).toMatchObject({
      passwordHashCost: { N: 2 ** 17, r: 8, p: 1 },
      signInLimits: { perAccount: 5, perAddress: 20, windowSeconds: 900, lockSeconds: 900 },
    });
  });
});
