import {
  hasValidReleaseRecords,
  isRuntimeConfig,
  REMOTE_NAMES,
  runtimeConfigFromEnv,
  type AppRelease,
  type EnvironmentConfig,
  type EnvRecord,
  type RemoteName,
} from '@fsp/contracts';

/** Releases kept per remote (the current one included); older ones stay on the CDN, only their record goes. */
export const HISTORY_LENGTH = 20;

export const DEFAULT_ENVIRONMENT = 'production';

export function environmentPath(environment: string): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(environment)) throw new Error(`Environment "${environment}" must be lower-case letters, digits and dashes`);
  return `environments/${environment}.json`;
}

export function parseEnvironmentConfig(text: string, source: string): EnvironmentConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (!isRuntimeConfig(parsed)) {
    throw new Error(`${source} is not a runtime config: it needs remotes (${REMOTE_NAMES.join(', ')}), auth {domain, clientId, audience} and apiBaseUrl`);
  }
  if (!hasValidReleaseRecords(parsed)) throw new Error(`${source} has a malformed shell or history record`);
  return parsed;
}

/** A new environment starts from what the edge would serve without one: REMOTE_*_URL, AUTH0_*, PUBLIC_API_BASE_URL. */
export function initialEnvironmentConfig(env: EnvRecord): EnvironmentConfig {
  return runtimeConfigFromEnv(env);
}

function historyOf(config: EnvironmentConfig, remote: RemoteName): AppRelease[] {
  const history = config.history?.[remote] ?? [];
  // A URL set by hand (or by REMOTE_*_URL at creation) is recorded so a rollback can return to it.
  return history[0]?.manifestUrl === config.remotes[remote] ? history : [{ manifestUrl: config.remotes[remote] }, ...history];
}

/** Points `remote` at `release`, keeping the release it replaces first in line for a rollback. */
export function promoteRelease(config: EnvironmentConfig, remote: RemoteName, release: AppRelease): EnvironmentConfig {
  const previous = historyOf(config, remote).filter((entry) => entry.manifestUrl !== release.manifestUrl);
  return {
    ...config,
    remotes: { ...config.remotes, [remote]: release.manifestUrl },
    history: { ...config.history, [remote]: [release, ...previous].slice(0, HISTORY_LENGTH) },
  };
}

/** Points `remote` back at the release before the current one, which leaves the history. */
export function rollbackRelease(config: EnvironmentConfig, remote: RemoteName): { config: EnvironmentConfig; from: AppRelease; to: AppRelease } {
  const [current, previous, ...older] = historyOf(config, remote);
  if (!current || !previous) throw new Error(`${remote} has no earlier release to roll back to in this environment`);
  return {
    config: { ...config, remotes: { ...config.remotes, [remote]: previous.manifestUrl }, history: { ...config.history, [remote]: [previous, ...older] } },
    from: current,
    to: previous,
  };
}

export function recordShell(config: EnvironmentConfig, release: AppRelease): EnvironmentConfig {
  return { ...config, shell: release };
}
