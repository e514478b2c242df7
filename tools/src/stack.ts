import { REMOTE_NAMES, type EnvRecord, type RemoteName } from '@fsp/contracts';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startCdnServer } from './cdn-server.js';
import type { ChildExit } from './child-service.js';
import { startEdgeServer } from './edge-server.js';
import { assertPortsFree } from './ports.js';
import type { RunningServer } from './running-server.js';
import { ServiceGroup } from './service-group.js';
import {
  apiEnv,
  appDistDir,
  definedEnv,
  identityEnv,
  REMOTE_PROJECTS,
  SERVICE_ENTRY_POINTS,
  SERVICE_NODE_FLAGS,
  shellConfigEnv,
  stackPorts,
  stackUrls,
  type StackPorts,
  type StackUrls,
} from './stack-config.js';
import { WORKSPACE_ROOT } from './workspace-root.js';

export interface StackOptions {
  /** API data (PGlite) goes under `<dataDir>/api`, identity data under `<dataDir>/identity`. */
  dataDir: string;
  /** Any subset of shell, public_site, backoffice, admin, customer_signup, api, identity; the rest keep DEFAULT_PORTS. */
  ports?: Partial<StackPorts>;
  /** Host name in every URL and the interface the CDN and edge servers bind (default localhost). */
  host?: string;
  /**
   * Applied last, to the child services and the shell's runtime config alike
   * (e.g. DATABASE_URL, AUTH_ISSUER, REMOTE_ADMIN_URL, SHELL_RUNTIME_CONFIG).
   */
  env?: EnvRecord;
  /** Seed the demo organizations and users on an empty database (default true). */
  seedDemo?: boolean;
  workspaceRoot?: string;
  /** Receives every line of the stack's own and its children's output (default: console.log). */
  log?: (line: string) => void;
  /** How long each service may take to answer its health check (default 90 s). */
  readyTimeoutMs?: number;
  /** Aborting stops whatever has started; a start in progress then rejects. */
  signal?: AbortSignal;
}

export interface RunningStack {
  urls: StackUrls;
  ports: StackPorts;
  /** Stops the edge and the CDN servers, then the API and identity (SIGTERM, waiting while they close their data). */
  stop(): Promise<void>;
  /** Stops one remote's CDN server, as when its CDN is unreachable. */
  stopRemote(name: RemoteName): Promise<void>;
  /** Starts a stopped remote's CDN server again on the same port. */
  startRemote(name: RemoteName): Promise<void>;
  /** Settles only if the API or identity service dies on its own, once the rest of the stack is stopped. */
  crashed: Promise<ChildExit>;
}

const DEFAULT_READY_TIMEOUT_MS = 90_000;

function assertBuilt(workspaceRoot: string): void {
  const required = [
    ...Object.values(SERVICE_ENTRY_POINTS).map((entry) => join(workspaceRoot, entry)),
    join(appDistDir(workspaceRoot, 'shell'), 'index.html'),
    ...REMOTE_NAMES.map((name) => join(appDistDir(workspaceRoot, REMOTE_PROJECTS[name]), 'mf-manifest.json')),
  ];
  const missing = required.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`The stack is not built; missing:\n  ${missing.join('\n  ')}\nRun: npx nx run-many -t build`);
  }
}

/**
 * Starts the product as `npm start` runs it: identity and API as child processes, a CDN-like static server per
 * remote and the shell's edge. Every port, origin and path comes from the options, so tests can run a second
 * stack beside the default one.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const workspaceRoot = options.workspaceRoot ?? WORKSPACE_ROOT;
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? 'localhost';
  const ports = stackPorts(options.ports);
  const urls = stackUrls(ports, host);
  const dataDir = resolve(options.dataDir);
  const readyTimeoutMs = options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  const overrides = definedEnv(options.env ?? {});
  const serviceEnvOptions = { ports, urls, dataDir, seedDemo: options.seedDemo ?? true };

  assertBuilt(workspaceRoot);
  await assertPortsFree(ports);
  await mkdir(dataDir, { recursive: true });

  const group = new ServiceGroup(log, options.signal);
  const remoteServers = new Map<RemoteName, RunningServer>();
  let edge: RunningServer | undefined;
  group.beforeChildrenStop(async () => {
    await edge?.close();
    await Promise.all([...remoteServers.values()].map((server) => server.close()));
    remoteServers.clear();
  });

  const startService = async (name: keyof typeof SERVICE_ENTRY_POINTS, env: Record<string, string>, healthPath: string) => {
    const child = group.spawn({
      name,
      command: process.execPath,
      args: [...SERVICE_NODE_FLAGS, join(workspaceRoot, SERVICE_ENTRY_POINTS[name])],
      cwd: workspaceRoot,
      env: { ...process.env, ...env, ...overrides },
    });
    await group.waitUntilReady(child, `http://127.0.0.1:${ports[name]}${healthPath}`, readyTimeoutMs);
  };

  /** Closes a server that finished opening after a stop began, since the stop's cleanup has already run. */
  const keepUnlessStopping = async (server: RunningServer) => {
    if (group.isStopping) {
      await server.close();
      group.assertStarting();
    }
    return server;
  };

  const startRemote = async (name: RemoteName) => {
    if (remoteServers.has(name)) return;
    group.assertStarting();
    const root = appDistDir(workspaceRoot, REMOTE_PROJECTS[name]);
    remoteServers.set(name, await keepUnlessStopping(await startCdnServer({ root, port: ports[name], host })));
  };

  try {
    await startService('identity', identityEnv(serviceEnvOptions), '/health');
    await startService('api', apiEnv(serviceEnvOptions), '/api/health');
    for (const name of REMOTE_NAMES) await startRemote(name);
    group.assertStarting();
    const edgeServer = await startEdgeServer({
      root: appDistDir(workspaceRoot, 'shell'),
      port: ports.shell,
      host,
      apiUrl: `http://127.0.0.1:${ports.api}`,
      env: { ...shellConfigEnv(urls), ...overrides },
    });
    edge = await keepUnlessStopping(edgeServer);
  } catch (error) {
    await group.stop();
    throw error;
  }

  return {
    urls,
    ports,
    stop: () => group.stop(),
    startRemote,
    async stopRemote(name) {
      const server = remoteServers.get(name);
      remoteServers.delete(name);
      await server?.close();
    },
    crashed: group.crashed,
  };
}
