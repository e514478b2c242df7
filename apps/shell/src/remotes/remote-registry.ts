import { REMOTE_NAMES, type RemoteName } from '@fsp/contracts';
import type { ComponentType } from 'react';
import { versionFromManifestUrl, type RemoteRelease } from './remote-release.js';

// No React values here: this runs in main.ts, before the async boundary has loaded the shared React.

/** The part of the Module Federation runtime the shell uses (the instance the build plugin created). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
  preloadRemote(options: Array<{ nameOrAlias: string; exposes: string[] }>): Promise<void>;
}

export interface RemoteRegistry {
  register(remotes: Readonly<Record<RemoteName, string>>): void;
  load(remote: RemoteName, expose: string): Promise<ComponentType>;
  /** The component a load has already resolved (until the remote is reset), so a render can use it without suspending. */
  loaded(remote: RemoteName, expose: string): ComponentType | undefined;
  /** Fetches a remote's manifest, entry and the expose's chunks ahead of its route, once; loading reports failures. */
  preload(remote: RemoteName, expose: string): void;
  /** Re-registers a failed remote under a fresh manifest URL so the runtime fetches it again. */
  reset(remote: RemoteName): void;
  /** Notes the version a remote's manifest recorded (the retry plugin sees every manifest that arrives). */
  recordManifestVersion(remote: string, version: string | null): void;
  /** Which build of the remote is configured, for the log line of a failure. */
  release(remote: RemoteName): RemoteRelease;
}

/** Busts the runtime's per-URL manifest cache (a failed fetch stays cached under its URL). */
export function manifestUrlForAttempt(manifestUrl: string, attempt: number): string {
  if (attempt === 0) return manifestUrl;
  const url = new URL(manifestUrl, globalThis.location?.href ?? 'http://localhost/');
  url.searchParams.set('mf_retry', String(attempt));
  return url.href;
}

export function remoteModuleId(remote: RemoteName, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

export function createRemoteRegistry(runtime: FederationRuntime): RemoteRegistry {
  const manifestUrls = new Map<RemoteName, string>();
  const manifestVersions = new Map<RemoteName, string>();
  const attempts = new Map<RemoteName, number>();
  const preloads = new Set<string>();
  const components = new Map<string, ComponentType>();

  return {
    register(remotes) {
      for (const name of REMOTE_NAMES) manifestUrls.set(name, remotes[name]);
      runtime.registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })));
    },
    async load(remote, expose) {
      if (!manifestUrls.has(remote)) throw new Error(`No manifest URL is configured for "${remote}".`);
      const id = remoteModuleId(remote, expose);
      const loaded = await runtime.loadRemote<{ default?: unknown }>(id);
      const candidate = loaded?.default;
      if (typeof candidate !== 'function' && (typeof candidate !== 'object' || candidate === null)) {
        throw new Error(`${id} has no default export component.`);
      }
      const component = candidate as ComponentType;
      components.set(id, component);
      return component;
    },
    loaded: (remote, expose) => components.get(remoteModuleId(remote, expose)),
    preload(remote, expose) {
      const id = remoteModuleId(remote, expose);
      if (!manifestUrls.has(remote) || preloads.has(id)) return;
      preloads.add(id);
      runtime.preloadRemote([{ nameOrAlias: remote, exposes: [expose] }]).catch(() => {
        // Opening the route loads the remote again and shows its failure; a later hover may preload afresh.
        preloads.delete(id);
      });
    },
    reset(remote) {
      const manifestUrl = manifestUrls.get(remote);
      if (!manifestUrl) return;
      const attempt = (attempts.get(remote) ?? 0) + 1;
      attempts.set(remote, attempt);
      manifestVersions.delete(remote);
      for (const id of [...preloads]) if (id.startsWith(`${remote}/`)) preloads.delete(id);
      for (const id of [...components.keys()]) if (id.startsWith(`${remote}/`)) components.delete(id);
      runtime.registerRemotes([{ name: remote, entry: manifestUrlForAttempt(manifestUrl, attempt) }], { force: true });
    },
    recordManifestVersion(remote, version) {
      if (!isRemoteName(remote)) return;
      if (version) manifestVersions.set(remote, version);
      else manifestVersions.delete(remote);
    },
    release(remote) {
      const manifestUrl = manifestUrls.get(remote);
      if (!manifestUrl) return { remote, version: 'unknown', manifestUrl: '(not configured)' };
      const version = manifestVersions.get(remote) ?? versionFromManifestUrl(manifestUrl, remote) ?? 'unknown';
      return { remote, version, manifestUrl };
    },
  };
}
