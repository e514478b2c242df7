import { REMOTE_NAMES, type RuntimeConfig } from '@fsp/contracts';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startStack, type RunningStack } from './stack.js';
import type { StackPorts } from './stack-config.js';
import { createFixtureDir } from './test-fixtures.js';

/** A stand-in service: answers its health path, reports its environment, crashes on request, logs each SIGTERM. */
function fakeService(name: string, portVariable: string, healthPath: string): string {
  return `
const http = require('node:http');
const fs = require('node:fs');
const server = http.createServer((request, response) => {
  if (request.url === '${healthPath}') return response.end('ok');
  if (request.url.endsWith('/env')) {
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify(process.env));
  }
  if (request.url.endsWith('/crash')) {
    return response.end('bye', () => process.exit(3));
  }
  response.statusCode = 404;
  response.end();
});
server.listen(Number(process.env.${portVariable}), '127.0.0.1', () => console.log('${name} listening'));
process.on('SIGTERM', () => {
  fs.appendFileSync(process.env.SIGNAL_LOG, '${name} SIGTERM\\n');
  server.close(() => process.exit(0));
});
`;
}

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<ReturnType<typeof createServer>>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

describe('startStack', () => {
  let workspace: Awaited<ReturnType<typeof createFixtureDir>>;
  let ports: StackPorts;
  let stack: RunningStack;
  let lines: string[];
  const signalLog = () => join(workspace.dir, 'signals.log');

  beforeEach(async () => {
    workspace = await createFixtureDir({
      'services/identity/dist/main.js': fakeService('identity', 'IDENTITY_PORT', '/health'),
      'services/api/dist/main.js': fakeService('api', 'PORT', '/api/health'),
      'apps/shell/dist/index.html': '<!doctype html><title>shell</title>',
      ...Object.fromEntries(
        ['public-site', 'backoffice', 'admin', 'customer-signup'].map((project) => [`apps/${project}/dist/mf-manifest.json`, `{"name":"${project}"}`]),
      ),
      'signals.log': '',
    });
    const [shell, public_site, backoffice, admin, customer_signup, api, identity] = await freePorts(7);
    ports = { shell, public_site, backoffice, admin, customer_signup, api, identity } as StackPorts;
    lines = [];
    stack = await startStack({
      workspaceRoot: workspace.dir,
      dataDir: join(workspace.dir, 'data'),
      ports,
      host: '127.0.0.1',
      env: { SIGNAL_LOG: signalLog() },
      log: (line) => lines.push(line),
      readyTimeoutMs: 10_000,
    });
  });

  afterEach(async () => {
    await stack?.stop();
    await workspace.cleanup();
  });

  it('derives every origin, issuer and data path from its options', async () => {
    const { urls } = stack;
    expect(urls.shell).toBe(`http://127.0.0.1:${ports.shell}`);

    const config = (await (await fetch(`${urls.shell}/config.json`)).json()) as RuntimeConfig;
    for (const name of REMOTE_NAMES) expect(config.remotes[name]).toBe(`http://127.0.0.1:${ports[name]}/mf-manifest.json`);
    expect(config.auth.domain).toBe(`http://127.0.0.1:${ports.identity}`);

    const apiEnv = (await (await fetch(`${urls.shell}/api/env`)).json()) as Record<string, string>;
    expect(apiEnv).toMatchObject({
      PORT: String(ports.api),
      DATA_DIR: join(workspace.dir, 'data'),
      IDENTITY_DATA_DIR: join(workspace.dir, 'data', 'identity'),
      AUTH_ISSUER: `http://127.0.0.1:${ports.identity}/`,
      CORS_ORIGINS: urls.shell,
      SEED_DEMO: 'true',
    });

    const identityEnv = (await (await fetch(`${urls.identity}/env`)).json()) as Record<string, string>;
    expect(identityEnv).toMatchObject({
      IDENTITY_PORT: String(ports.identity),
      IDENTITY_ISSUER: `http://127.0.0.1:${ports.identity}/`,
      IDENTITY_DATA_DIR: join(workspace.dir, 'data', 'identity'),
      IDENTITY_ALLOWED_ORIGINS: urls.shell,
    });

    expect(lines).toContain('[identity] identity listening');
    expect(lines).toContain('[api] api listening');
  });

  it('stops and restarts one remote while the rest keeps serving', async () => {
    const { urls } = stack;
    await stack.stopRemote('admin');
    await expect(fetch(urls.manifests.admin)).rejects.toThrow();
    expect((await fetch(urls.manifests.backoffice)).status).toBe(200);
    await stack.startRemote('admin');
    expect((await fetch(urls.manifests.admin)).status).toBe(200);
  });

  it('stops the API then identity with one SIGTERM each and closes every server', async () => {
    const { urls } = stack;
    await stack.stop();
    expect(await readFile(signalLog(), 'utf8')).toBe('api SIGTERM\nidentity SIGTERM\n');
    await expect(fetch(`${urls.shell}/`)).rejects.toThrow();
    await expect(fetch(urls.manifests.admin)).rejects.toThrow();
  });

  it('stops everything and reports it when a service dies on its own', async () => {
    const { urls } = stack;
    await fetch(`${urls.api}/api/crash`);
    const exit = await stack.crashed;
    expect(exit).toEqual({ name: 'api', code: 3, signal: null });
    expect(lines).toContain('[stack] api exited with code 3 unexpectedly; stopping everything');
    expect(await readFile(signalLog(), 'utf8')).toBe('identity SIGTERM\n');
    await expect(fetch(`${urls.shell}/`)).rejects.toThrow();
  });

  it('refuses to start on a port already in use', async () => {
    await expect(startStack({ workspaceRoot: workspace.dir, dataDir: join(workspace.dir, 'data2'), ports, host: '127.0.0.1', log: () => undefined })).rejects.toThrow(
      /already in use/,
    );
  });
});
