import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../ports.js';
import { stackPorts, type StackPorts, type StackUrls } from '../stack-config.js';
import { NX_CLI, WORKSPACE_ROOT } from '../workspace-root.js';
import type { BenchIssuer } from './bench-issuer.js';
import { LOCAL_AUTH_DEFAULTS } from '@fsp/contracts';
import { readProcessTree, type ProcessMemory } from './process-tree-memory.js';

/** What `npm start` builds beyond contracts and api (which `npm run bench` builds first). */
const STACK_PROJECTS = ['identity', 'shell', 'public-site', 'backoffice', 'admin', 'customer-signup'];
const BUILD_TIMEOUT_MS = 600_000;
const READY_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 60_000;
const START_SCRIPT = 'tools/src/start.ts';

export interface RunningBenchStack {
  urls: StackUrls;
  /** The resident memory of every process of the stack, npm first. */
  memory(): Promise<ProcessMemory[]>;
  stop(): Promise<void>;
}

function run(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: WORKSPACE_ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Builds what the stack needs and is missing, through the Nx cache, as `npm start` does. */
export async function buildStack(): Promise<void> {
  await run(process.execPath, [NX_CLI, 'run-many', '-t', 'build', '-p', STACK_PROJECTS.join(','), '--outputStyle=static-failures-only'], BUILD_TIMEOUT_MS);
}

/**
 * Starts the product as `npm start` does, as one process tree: npm running package.json's start command (a shell,
 * tsx, the launcher with its CDN and edge servers, the identity service and the API), with the launcher swapped for
 * stack-cli.ts so it can take free ports and the bench's data directory (its API data already seeded). The API
 * trusts the bench's issuer, as an operator's AUTH_ISSUER would make it; the identity service runs all the same.
 */
export async function startBenchStack(dataDir: string, issuer: BenchIssuer): Promise<RunningBenchStack> {
  const manifest = JSON.parse(await readFile(join(WORKSPACE_ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const startCommand = manifest.scripts?.['start'] ?? '';
  if (!startCommand.includes(START_SCRIPT)) throw new Error(`package.json's start script no longer runs ${START_SCRIPT}: "${startCommand}"`);
  const ports: StackPorts = stackPorts();
  for (const name of Object.keys(ports) as Array<keyof StackPorts>) ports[name] = await freePort();
  const portsArg = Object.entries(ports).map(([name, port]) => `${name}=${port}`).join(',');
  const command = startCommand.replace(START_SCRIPT, `tools/src/stack-cli.ts --data-dir '${dataDir}' --ports ${portsArg}`);

  const npm = spawn('npm', ['exec', '--offline', '-c', command], {
    cwd: WORKSPACE_ROOT,
    // Its own process group, as a terminal runs `npm start`: the stop is a Ctrl-C to that group.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
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
  try {
    const urls = await new Promise<StackUrls>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The stack did not start within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
      void exited.then(() => reject(new Error('The stack exited while starting')));
      if (!npm.stdout) throw new Error('No output from the stack');
      createInterface({ input: npm.stdout }).on('line', (line) => {
        if (!line.startsWith('STACK_READY ')) return;
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('STACK_READY '.length)) as StackUrls);
      });
    });
    return { urls, memory, stop };
  } catch (error) {
    console.error(output.slice(-40).join('\n'));
    await stop();
    throw error;
  }
}
