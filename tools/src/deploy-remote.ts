/**
 * Builds one remote alone and publishes it into a versioned folder of a CDN-like target:
 *
 *   tsx tools/src/deploy-remote.ts admin --target /srv/cdn [--base-url https://cdn.example.com] [--skip-build]
 *
 * then prints the manifest URL to put in the shell's runtime config (REMOTE_ADMIN_URL, or `remotes.admin` in
 * the file SHELL_RUNTIME_CONFIG names). Older versions stay where they are.
 */
import { remoteUrlEnvName } from '@fsp/contracts';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { deployRemoteBuild, resolveRemote } from './remote-deployment.js';
import { appDistDir, REMOTE_PROJECTS } from './stack-config.js';
import { NX_CLI, WORKSPACE_ROOT } from './workspace-root.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    target: { type: 'string' },
    'base-url': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const [remoteArgument] = positionals;
if (!remoteArgument || !values.target) {
  console.error('Usage: tsx tools/src/deploy-remote.ts <public-site|backoffice|admin|customer-signup> --target <folder> [--base-url <url>] [--skip-build]');
  process.exit(2);
}

const remote = resolveRemote(remoteArgument);
const project = REMOTE_PROJECTS[remote];
const target = resolve(values.target);

if (!values['skip-build']) {
  console.log(`Building ${project}...`);
  const result = spawnSync(process.execPath, [NX_CLI, 'run', `${project}:build`], {
    cwd: WORKSPACE_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) {
    console.error(`Build of ${project} failed.`);
    process.exit(result.status ?? 1);
  }
}

const deployment = await deployRemoteBuild(remote, appDistDir(WORKSPACE_ROOT, project), target);
console.log(deployment.alreadyDeployed ? `This build is already deployed at ${deployment.folder}` : `Deployed ${project} to ${deployment.folder}`);

const variable = remoteUrlEnvName(remote);
if (values['base-url']) {
  const manifestUrl = `${values['base-url'].replace(/\/$/, '')}/${deployment.manifestPath}`;
  console.log(`\nManifest URL: ${manifestUrl}`);
  console.log(`Point the shell at it: ${variable}=${manifestUrl}, or set remotes.${remote} in the file SHELL_RUNTIME_CONFIG names.`);
} else {
  console.log(`\nManifest: <base URL of ${target}>/${deployment.manifestPath}`);
  console.log(`To try it locally: tsx tools/src/serve-cdn.ts --root ${target} --port 4300`);
  console.log(`then ${variable}=http://localhost:4300/${deployment.manifestPath} (or remotes.${remote} in the SHELL_RUNTIME_CONFIG file).`);
}
