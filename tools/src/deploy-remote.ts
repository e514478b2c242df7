/**
 * Builds one app alone and publishes it into a versioned folder (`<app>/<content hash>/`) of a target, never
 * deleting or overwriting anything:
 *
 *   npm run deploy -- admin --target /srv/cdn [--base-url https://cdn.example.com] [--skip-build]
 *   npm run deploy -- admin --target s3://bucket/prefix [--endpoint URL] [--base-url URL] [--promote [--environment production]]
 *   npm run deploy -- shell --target s3://bucket/prefix --promote        (records the shell build an environment runs)
 *   npm run deploy -- --rollback admin --target s3://bucket/prefix [--environment production]
 *
 * S3 credentials and region come from the standard AWS chain; --endpoint (path-style) for R2, MinIO or s3rver.
 * `--promote` first checks the build's shared singletons against the environment's shell and refuses on a mismatch.
 */
import { remoteUrlEnvName, type RemoteName } from '@fsp/contracts';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadManifest } from './delivery/compat.js';
import { DEFAULT_ENVIRONMENT, environmentPath } from './delivery/environment-config.js';
import { EnvironmentStore } from './delivery/environment-store.js';
import { CompatibilityError, promoteRemote, promoteShell, rollbackRemote } from './delivery/releases.js';
import { deployBuildToS3 } from './delivery/s3-deploy.js';
import { createS3Client, isS3Target, parseS3Target, publicBaseUrl } from './delivery/s3-location.js';
import { deployRemoteBuild, resolveRemote } from './remote-deployment.js';
import { appDistDir, REMOTE_PROJECTS } from './stack-config.js';
import { NX_CLI, WORKSPACE_ROOT } from './workspace-root.js';

const USAGE = `Usage:
  npm run deploy -- <public-site|backoffice|admin|customer-signup|shell> --target <folder|s3://bucket/prefix>
      [--endpoint <url>] [--region <region>] [--base-url <url>] [--skip-build] [--promote] [--environment <name>]
  npm run deploy -- --rollback <remote> --target s3://bucket/prefix [--endpoint <url>] [--environment <name>]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    target: { type: 'string' },
    endpoint: { type: 'string' },
    region: { type: 'string' },
    'base-url': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    promote: { type: 'boolean', default: false },
    environment: { type: 'string', default: DEFAULT_ENVIRONMENT },
    rollback: { type: 'string' },
  },
});

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const [appArgument] = positionals;
if (!values.target || (!appArgument && !values.rollback)) fail(USAGE, 2);
const target = values.target;
const environment = values.environment;

function s3Setup() {
  if (!isS3Target(target)) fail('--promote and --rollback need an s3://bucket/prefix target.', 2);
  const location = parseS3Target(target);
  const clientOptions = { endpoint: values.endpoint, region: values.region };
  const client = createS3Client(clientOptions);
  const baseUrl = publicBaseUrl(location, { ...clientOptions, baseUrl: values['base-url'] });
  return { location, client, baseUrl, store: new EnvironmentStore(client, location) };
}

async function runOrExplain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CompatibilityError) fail(error.message);
    fail(`Failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (values.rollback) {
  const remote = resolveRemote(values.rollback);
  const { store, baseUrl } = s3Setup();
  const { from, to } = await runOrExplain(() => rollbackRemote(store, environment, remote));
  console.log(`Rolled ${REMOTE_PROJECTS[remote]} back in "${environment}": ${from.manifestUrl} → ${to.manifestUrl}`);
  console.log(`Runtime config: ${baseUrl}/${environmentPath(environment)} (the next page load uses it)`);
  process.exit(0);
}

const isShell = appArgument === 'shell';
const remote: RemoteName | null = isShell ? null : resolveRemote(appArgument ?? '');
const project = remote ? REMOTE_PROJECTS[remote] : 'shell';

if (!values['skip-build']) {
  console.log(`Building ${project}...`);
  const result = spawnSync(process.execPath, [NX_CLI, 'run', `${project}:build`], {
    cwd: WORKSPACE_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) fail(`Build of ${project} failed.`, result.status ?? 1);
}

const distDir = appDistDir(WORKSPACE_ROOT, project);

if (!isS3Target(target)) {
  if (!remote) fail('The shell deploys to s3:// targets only.', 2);
  if (values.promote) fail('--promote needs an s3://bucket/prefix target.', 2);
  const folderTarget = resolve(target);
  const deployment = await deployRemoteBuild(remote, distDir, folderTarget);
  console.log(deployment.alreadyDeployed ? `This build is already deployed at ${deployment.folder}` : `Deployed ${project} to ${deployment.folder}`);
  const variable = remoteUrlEnvName(remote);
  if (values['base-url']) {
    const manifestUrl = `${values['base-url'].replace(/\/$/, '')}/${deployment.manifestPath}`;
    console.log(`\nManifest URL: ${manifestUrl}`);
    console.log(`Point the shell at it: ${variable}=${manifestUrl}, or set remotes.${remote} in the file SHELL_RUNTIME_CONFIG names.`);
  } else {
    console.log(`\nManifest: <base URL of ${folderTarget}>/${deployment.manifestPath}`);
    console.log(`To try it locally: tsx tools/src/serve-cdn.ts --root ${folderTarget} --port 4300`);
    console.log(`then ${variable}=http://localhost:4300/${deployment.manifestPath} (or remotes.${remote} in the SHELL_RUNTIME_CONFIG file).`);
  }
  process.exit(0);
}

const { location, client, baseUrl, store } = s3Setup();
const deployment = await runOrExplain(() => deployBuildToS3(client, location, project, distDir));
const manifestUrl = `${baseUrl}/${deployment.manifestPath}`;
console.log(
  deployment.alreadyDeployed
    ? `This build of ${project} is already at s3://${location.bucket}/${deployment.keyPrefix}`
    : `Uploaded ${deployment.uploaded.length} files of ${project} to s3://${location.bucket}/${deployment.keyPrefix}` +
        (deployment.kept.length ? ` (${deployment.kept.length} were already there)` : ''),
);
console.log(`Manifest URL: ${manifestUrl}`);

if (values.promote) {
  const release = { manifestUrl, version: deployment.version, promotedAt: new Date().toISOString() };
  const manifest = await runOrExplain(() => loadManifest(join(distDir, 'mf-manifest.json')));
  const lines = remote
    ? (await runOrExplain(() => promoteRemote({ store, environment, remote, release, manifest, env: process.env }))).compat
    : await runOrExplain(() => promoteShell({ store, environment, release, manifest, env: process.env }));
  for (const line of lines) console.log(`  ${line}`);
  console.log(`Promoted ${project} ${deployment.version} to "${environment}".`);
} else {
  const endpoint = values.endpoint ? ` --endpoint ${values.endpoint}` : '';
  console.log(`Promote it with: npm run deploy -- ${appArgument} --target ${target}${endpoint} --skip-build --promote --environment ${environment}`);
}
console.log(`Runtime config: ${baseUrl}/${environmentPath(environment)} (serve it with SHELL_RUNTIME_CONFIG_URL=<that URL> on the edge)`);
