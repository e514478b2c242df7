import type { RemoteName } from '@fsp/contracts';
import { lazy, type ComponentType } from 'react';
import { remoteModuleId, type RemoteRegistry } from './remote-registry.js';
import type { RemoteRelease } from './remote-release.js';

/** The remote's component itself when it had loaded before the first render asked for it, else a lazy one. */
export type RemoteComponent = ComponentType;

export interface RemoteComponents {
  /**
   * One component per remote + expose, kept so renders do not refetch and never swap its type (which would remount
   * the page): the loaded component if it was ready when first asked for, else a lazy one; a failed one stays failed.
   */
  get(remote: RemoteName, expose: string): RemoteComponent;
  /** Drops the remote's cached components (React.lazy keeps a rejection forever) and resets the remote. */
  retry(remote: RemoteName): void;
  /** Starts fetching what the component needs before its route opens (a link is pointed at or focused). */
  preload(remote: RemoteName, expose: string): void;
  release(remote: RemoteName): RemoteRelease;
}

export function createRemoteComponents(registry: RemoteRegistry): RemoteComponents {
  const components = new Map<string, RemoteComponent>();
  return {
    get(remote, expose) {
      const key = remoteModuleId(remote, expose);
      let component = components.get(key);
      if (!component) {
        // Ready already (the first page, loaded before the first render): no suspending, so no fallback is committed
        // and React does not hold the page back to space it from that fallback.
        component = registry.loaded(remote, expose) ?? lazy(async () => ({ default: await registry.load(remote, expose) }));
        components.set(key, component);
      }
      return component;
    },
    retry(remote) {
      for (const key of [...components.keys()]) {
        if (key.startsWith(`${remote}/`)) components.delete(key);
      }
      registry.reset(remote);
    },
    preload: (remote, expose) => registry.preload(remote, expose),
    release: (remote) => registry.release(remote),
  };
}
