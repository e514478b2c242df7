import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from './runtime-config.js';

/** One build of an app on the CDN, as an environment's config records it. */
export interface AppRelease {
  /** URL of the build's mf-manifest.json. */
  manifestUrl: string;
  /** The build's content-hash version folder; absent for a URL that was set by hand. */
  version?: string;
  /** ISO time of the promote; absent for a URL that was set by hand. */
  promotedAt?: string;
}

/**
 * The runtime config of one environment as stored beside the remotes on the CDN (`<prefix>/environments/<env>.json`)
 * and served as the shell's `/config.json`. Besides the `RuntimeConfig` the shell reads, it carries the delivery
 * tool's records, which the shell ignores: the shell build the environment runs (its manifest says which shared
 * singletons it provides, for the compatibility check) and each remote's releases.
 */
export interface EnvironmentConfig extends RuntimeConfig {
  /** The shell build promoted to this environment. */
  shell?: AppRelease;
  /** Per remote, newest first: the release `remotes` points at, then the ones before it (what a rollback returns to). */
  history?: Partial<Record<RemoteName, AppRelease[]>>;
}

export function isAppRelease(value: unknown): value is AppRelease {
  if (typeof value !== 'object' || value === null) return false;
  const release = value as Partial<AppRelease>;
  return (
    typeof release.manifestUrl === 'string' &&
    (release.version === undefined || typeof release.version === 'string') &&
    (release.promotedAt === undefined || typeof release.promotedAt === 'string')
  );
}

/** Checks the delivery records of a runtime config (the `RuntimeConfig` part is `isRuntimeConfig`'s job). */
export function hasValidReleaseRecords(config: RuntimeConfig & { shell?: unknown; history?: unknown }): config is EnvironmentConfig {
  if (config.shell !== undefined && !isAppRelease(config.shell)) return false;
  if (config.history === undefined) return true;
  if (typeof config.history !== 'object' || config.history === null) return false;
  return Object.entries(config.history).every(
    ([name, releases]) => (REMOTE_NAMES as readonly string[]).includes(name) && Array.isArray(releases) && releases.every(isAppRelease),
  );
}
