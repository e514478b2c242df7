/**
 * `npm start` (and `npm run dev` with --dev): builds what is missing through the Nx cache, then starts the whole
 * product on the default ports (or `--ports name=port,…`, as the bench starts it beside others) and prints the URL
 * and the demo sign-ins. Ctrl-C stops every process it started.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { NX_CLI, WORKSPACE_ROOT } from './workspace-root.js';

const { values: options } = parseArgs({ options: { dev: { type: 'boolean', default: false }, ports: { type: 'string' } } });
const dev = options.dev;
const SERVICE_PROJECTS = ['contracts', 'api', 'identity'];
const FRONTEND_PROJECTS = ['shell', 'public-site', 'backoffice', 'admin', 'customer-signup'];
const dataDir = resolve(WORKSPACE_ROOT, process.env['DATA_DIR'] || '.data');

function build(projects: string[]): void {
  console.log(`Building what is missing (${projects.join(', ')})...`);
  const result = spawnSync(
    process.execPath,
    [NX_CLI, 'run-many', '-t', 'build', '-p', projects.join(','), '--outputStyle=static-failures-only'],
    { cwd: WORKSPACE_ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  if (result.status !== 0) {
    console.error(result.error ? `Build could not run: ${result.error.message}` : 'Build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

// The dev servers compile the frontends themselves; the services always run from their builds.
build(dev ? SERVICE_PROJECTS : [...SERVICE_PROJECTS, ...FRONTEND_PROJECTS]);

// Imported only now: these modules load @fsp/contracts from its build, which the step above produced.
const [{ startStack }, { startDevStack }, { parsePorts, pickOperatorEnv }, { startBanner }, { runUntilSignal }] = await Promise.all([
  import('./stack.js'),
  import('./dev-stack.js'),
  import('./stack-config.js'),
  import('./start-banner.js'),
  import('./run-until-signal.js'),
]);

const env = pickOperatorEnv(process.env);
const ports = parsePorts(options.ports);
if (dev && options.ports) {
  console.error('--ports is for `npm start`; the dev servers run on the default ports.');
  process.exit(2);
}
await runUntilSignal(
  async (signal) => (dev ? startDevStack({ dataDir, env, signal }) : startStack({ dataDir, env, ports, signal })),
  (running) => console.log(startBanner(running.urls, dataDir, dev ? 'dev' : 'start')),
);
