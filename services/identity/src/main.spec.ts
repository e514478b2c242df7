import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNotProduction, loadIdentityConfig, ProductionRefusedError } from './config.js';

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
    });
  });
});
