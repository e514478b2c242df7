import type { EnvRecord } from '@fsp/contracts';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ChildExit } from './child-service.js';
import { assertPortsFree } from './ports.js';
import { ServiceGroup } from './service-group.js';
import { apiEnv, definedEnv, identityEnv, REMOTE_PROJECTS, SERVICE_ENTRY_POINTS, shellConfigEnv, stackPorts, stackUrls, type StackUrls } from './stack-config.js';
import { NX_CLI, TSC_CLI, WORKSPACE_ROOT } from './workspace-root.js';

export interface DevStackOptions {
  dataDir: string;
  env?: EnvRecord;
  log?: (line: string) => void;
  workspaceRoot?: string;
  /** Aborting stops whatever has started; a start in progress then rejects. */
  signal?: AbortSignal;
}

export interface RunningDevStack {
  urls: StackUrls;
  stop(): Promise<void>;
  /** Settles only if a process dies on its own, once the rest is stopped. */
  crashed: Promise<ChildExit>;
}

const FRONTEND_PROJECTS = ['shell', ...Object.values(REMOTE_PROJECTS)];
const SERVICE_READY_TIMEOUT_MS = 90_000;
const DEV_SERVER_READY_TIMEOUT_MS = 300_000;

/**
 * `npm run dev` on the default ports: identity as in `npm start`, the API recompiled by `tsc --watch` and
 * restarted by `node --watch`, and the five rspack dev servers (the shell's serves /config.json and proxies /api).
 */
export async function startDevStack(options: DevStackOptions): Promise<RunningDevStack> {
  const workspaceRoot = options.workspaceRoot ?? WORKSPACE_ROOT;
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = stackPorts();
  const urls = stackUrls(ports);
  const overrides = definedEnv(options.env ?? {});
  const serviceEnvOptions = { ports, urls, dataDir: resolve(options.dataDir), seedDemo: true };

  await assertPortsFree(ports);
  await mkdir(serviceEnvOptions.dataDir, { recursive: true });

  const group = new ServiceGroup(log, options.signal);
  const spawnNode = (name: string, args: string[], env: Record<string, string>, signalLeaderOnly = false) =>
    group.spawn({
      name,
      command: process.execPath,
      args,
      cwd: workspaceRoot,
      env: { ...process.env, NX_DAEMON: 'false', ...env, ...overrides },
      signalLeaderOnly,
    });

  try {
    // Each remote's dev server also serves its pages on their own, so it may sign in too.
    const signInOrigins = [urls.shell, ...Object.values(urls.remotes)].join(',');
    const identity = spawnNode('identity', [join(workspaceRoot, SERVICE_ENTRY_POINTS.identity)], {
      ...identityEnv(serviceEnvOptions),
      IDENTITY_ALLOWED_ORIGINS: signInOrigins,
    });
    await group.waitUntilReady(identity, `http://127.0.0.1:${ports.identity}/health`, SERVICE_READY_TIMEOUT_MS);

    spawnNode('api-tsc', [TSC_CLI, '-p', 'services/api/tsconfig.app.json', '--watch', '--preserveWatchOutput'], {});
    // node --watch forwards our SIGTERM to the API and waits for it, so the API receives exactly one signal.
    const api = spawnNode(
      'api',
      ['--watch-path', join(workspaceRoot, 'services/api/dist'), join(workspaceRoot, SERVICE_ENTRY_POINTS.api)],
      apiEnv(serviceEnvOptions),
      true,
    );
    await group.waitUntilReady(api, `http://127.0.0.1:${ports.api}/api/health`, SERVICE_READY_TIMEOUT_MS);

    const web = spawnNode(
      'web',
      [NX_CLI, 'run-many', '-t', 'serve', '-p', FRONTEND_PROJECTS.join(','), `--parallel=${FRONTEND_PROJECTS.length}`, '--output-style=stream'],
      { ...shellConfigEnv(urls), API_URL: urls.api },
    );
    await group.waitUntilReady(web, urls.shell, DEV_SERVER_READY_TIMEOUT_MS, true);
  } catch (error) {
    await group.stop();
    throw error;
  }

  return { urls, stop: () => group.stop(), crashed: group.crashed };
}
