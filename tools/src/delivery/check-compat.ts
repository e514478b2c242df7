/**
 * Checks a remote's build against the shell of an environment before a promote:
 *
 *   npm run check:compat -- admin --against <runtime config URL or file | shell mf-manifest.json URL or file> [--manifest <remote mf-manifest.json>]
 *
 * Exits 1 when the remote needs a major version of React, React DOM, React Router or @fsp/session that the shell
 * does not provide. The remote's needs come from its build (apps/<project>/dist/mf-manifest.json) unless --manifest
 * names another, e.g. a deployed version's.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveRemote } from '../remote-deployment.js';
import { appDistDir, REMOTE_PROJECTS } from '../stack-config.js';
import { WORKSPACE_ROOT } from '../workspace-root.js';
import { checkCompat, describeFindings, loadManifest, loadShellManifest } from './compat.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { against: { type: 'string' }, manifest: { type: 'string' } },
});

const [remoteArgument] = positionals;
if (!remoteArgument || !values.against) {
  console.error('Usage: npm run check:compat -- <public-site|backoffice|admin|customer-signup> --against <runtime config or shell manifest, URL or file> [--manifest <remote manifest>]');
  process.exit(2);
}

try {
  const remote = resolveRemote(remoteArgument);
  const project = REMOTE_PROJECTS[remote];
  const remoteSource = values.manifest ?? join(appDistDir(WORKSPACE_ROOT, project), 'mf-manifest.json');
  const remoteManifest = await loadManifest(remoteSource);
  const shell = await loadShellManifest(values.against);
  const findings = checkCompat(remoteManifest, shell.manifest);
  console.log(`${project} (${remoteSource}) against the shell ${shell.source}:`);
  for (const line of describeFindings(project, findings)) console.log(`  ${line}`);
  if (findings.some((finding) => !finding.ok)) {
    console.error(`${project} is not compatible with that shell: do not promote it there.`);
    process.exit(1);
  }
  console.log('Compatible.');
} catch (error) {
  console.error(`check:compat could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
