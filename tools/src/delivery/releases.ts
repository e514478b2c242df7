import { REMOTE_NAMES, type AppRelease, type EnvRecord, type EnvironmentConfig, type RemoteName } from '@fsp/contracts';
import { checkCompat, describeFindings, loadManifest, type FederationManifest } from './compat.js';
import { initialEnvironmentConfig, promoteRelease, recordShell, rollbackRelease } from './environment-config.js';
import type { EnvironmentStore } from './environment-store.js';

export class CompatibilityError extends Error {
  constructor(
    message: string,
    readonly lines: string[],
  ) {
    super(`${message}\n${lines.map((line) => `  ${line}`).join('\n')}`);
  }
}

export interface PromoteRemoteOptions {
  store: EnvironmentStore;
  environment: string;
  remote: RemoteName;
  release: AppRelease;
  /** The build being promoted (its local mf-manifest.json), checked against the environment's shell first. */
  manifest: FederationManifest;
  /** Starts an environment that has no object yet (REMOTE_*_URL, AUTH0_*, PUBLIC_API_BASE_URL). */
  env: EnvRecord;
}

async function requireCompatible(config: EnvironmentConfig, environment: string, remote: string, manifest: FederationManifest): Promise<string[]> {
  if (!config.shell) {
    throw new CompatibilityError(`Refusing to promote ${remote}: environment "${environment}" records no shell build to check it against.`, [
      `Deploy and promote the shell first: npm run deploy -- shell --target <same target> --environment ${environment} --promote`,
    ]);
  }
  const findings = checkCompat(manifest, await loadManifest(config.shell.manifestUrl));
  const lines = describeFindings(remote, findings);
  if (findings.some((finding) => !finding.ok)) {
    throw new CompatibilityError(`Refusing to promote ${remote}: the shell in "${environment}" (${config.shell.manifestUrl}) lacks what it needs.`, lines);
  }
  return lines;
}

/**
 * Points one remote of one environment at a release after checking it against the shell that environment runs;
 * the release it replaces stays in the history. Returns the check's lines and the release replaced.
 */
export async function promoteRemote({ store, environment, remote, release, manifest, env }: PromoteRemoteOptions) {
  return store.update(environment, async (current) => {
    const config = current ?? initialEnvironmentConfig(env);
    const compat = await requireCompatible(config, environment, remote, manifest);
    return { config: promoteRelease(config, remote, release), result: { compat, replaced: config.remotes[remote] } };
  });
}

export async function rollbackRemote(store: EnvironmentStore, environment: string, remote: RemoteName): Promise<{ from: AppRelease; to: AppRelease }> {
  return store.update(environment, async (current) => {
    if (!current) throw new Error(`Environment "${environment}" has no runtime config object yet: nothing to roll back`);
    const { config, from, to } = rollbackRelease(current, remote);
    return { config, result: { from, to } };
  });
}

export interface PromoteShellOptions {
  store: EnvironmentStore;
  environment: string;
  release: AppRelease;
  manifest: FederationManifest;
  env: EnvRecord;
}

/**
 * Records the shell build an environment runs, after checking that every remote it points at works with it.
 * A remote whose manifest cannot be read (a local dev URL, say) is reported, not held against the shell.
 */
export async function promoteShell({ store, environment, release, manifest, env }: PromoteShellOptions): Promise<string[]> {
  return store.update(environment, async (current) => {
    const config = current ?? initialEnvironmentConfig(env);
    const lines: string[] = [];
    let compatible = true;
    for (const remote of REMOTE_NAMES) {
      const remoteManifest = await loadManifest(config.remotes[remote]).catch((error: unknown) => {
        lines.push(`skip ${remote}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
      if (!remoteManifest) continue;
      const findings = checkCompat(remoteManifest, manifest);
      compatible &&= findings.every((finding) => finding.ok);
      lines.push(...describeFindings(remote, findings));
    }
    if (!compatible) throw new CompatibilityError(`Refusing to promote the shell: a remote promoted to "${environment}" needs what it lacks.`, lines);
    return { config: recordShell(config, release), result: lines };
  });
}
