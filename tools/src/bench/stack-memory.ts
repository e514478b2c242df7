import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freePort } from '../ports.js';
import { stackPorts, stackUrls, type StackPorts, type StackUrls } from '../stack-config.js';
import { waitForHttp } from '../wait-for-http.js';
import { WORKSPACE_ROOT } from '../workspace-root.js';
import type { BenchIssuer } from './bench-issuer.js';
import { LOCAL_AUTH_DEFAULTS } from '@fsp/contracts';
import { readProcessTree, type ProcessMemory } from './process-tree-memory.js';

/** `npm start` first builds whatever is missing (through the Nx cache), then starts every service. */
const READY_TIMEOUT_MS = 600_000;
const STOP_TIMEOUT_MS = 60_000;

export interface RunningBenchStack {
  urls: StackUrls;
  /** The resident memory of every process of the stack, npm first. */
  memory(): Promise<ProcessMemory[]>;
  stop(): Promise<void>;
}

/**
 * Runs `npm start` itself, as one process tree (npm, a shell, the launcher with its CDN and edge servers, the identity
 * service and the API), on free ports (`--ports`) and the bench's data directory (its API data already seeded). The
 * API trusts the bench's issuer, as an operator's AUTH_ISSUER would make it; the identity service runs all the same.
 */
export async function startBenchStack(dataDir: string, issuer: BenchIssuer): Promise<RunningBenchStack> {
  const ports: StackPorts = stackPorts();
  for (const name of Object.keys(ports) as Array<keyof StackPorts>) ports[name] = await freePort();
  const portsArg = Object.entries(ports).map(([name, port]) => `${name}=${port}`).join(',');
  const urls = stackUrls(ports);

  const npm = spawn('npm', ['start', '--', `--ports=${portsArg}`], {
    cwd: WORKSPACE_ROOT,
    // Its own process group, as a terminal runs `npm start`: the stop is a Ctrl-C to that group.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NX_DAEMON: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      IDENTITY_DATABASE_URL: '',
      AUTH_ISSUER: issuer.issuer,
      AUTH_JWKS_URL: issuer.jwksUrl,
      AUTH_AUDIENCE: LOCAL_AUTH_DEFAULTS.audience,
    },
  });
  if (npm.pid === undefined) throw new Error('Could not start npm');
  const root = npm.pid;
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const memory = () => readProcessTree(root);
  const stop = async () => {
    const tree = await memory();
    if (npm.exitCode === null && npm.signalCode === null) process.kill(-root, 'SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS)));
    await Promise.race([exited, timedOut]);
    clearTimeout(timer);
    // The services run in process groups of their own: whatever outlived the stop (or its timeout) is killed.
    for (const row of tree) {
      try {
        process.kill(row.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };

  for (const stream of [npm.stdout, npm.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => output.push(line));
  }
  const abort = new AbortController();
  try {
    // The edge (the shell's address) is the last part to start.
    const died = exited.then(() => {
      throw new Error('npm start exited while starting');
    });
    died.catch(() => undefined);
    await Promise.race([waitForHttp(urls.shell, { timeoutMs: READY_TIMEOUT_MS, signal: abort.signal }), died]);
    return { urls, memory, stop };
  } catch (error) {
    console.error(output.slice(-40).join('\n'));
    await stop();
    throw error;
  } finally {
    abort.abort();
  }
}
