import { REMOTE_NAMES, type RemoteName } from '@fsp/contracts';
import type { ComponentType } from 'react';

// No React values here: this runs in main.ts, before the async boundary has loaded the shared React.

/** The part of the Module Federation runtime the shell uses (the instance the build plugin created). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteRegistry {
  register(remotes: Readonly<Record<RemoteName, string>>): void;
  load(remote: RemoteName, expose: string): Promise<ComponentType>;
  /** Re-registers a failed remote under a fresh manifest URL so the runtime fetches it again. */
  reset(remote: RemoteName): void;
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

export function createRemoteRegistry(runtime: FederationRuntime): RemoteRegistry {
  const manifestUrls = new Map<RemoteName, string>();
  const attempts = new Map<RemoteName, number>();

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
      return candidate as ComponentType;
    },
    reset(remote) {
      const manifestUrl = manifestUrls.get(remote);
      if (!manifestUrl) return;
      const attempt = (attempts.get(remote) ?? 0) + 1;
      attempts.set(remote, attempt);
      runtime.registerRemotes([{ name: remote, entry: manifestUrlForAttempt(manifestUrl, attempt) }], { force: true });
    },
  };
}
