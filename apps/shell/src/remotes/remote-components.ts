import type { RemoteName } from '@fsp/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { remoteModuleId, type RemoteRegistry } from './remote-registry.js';
import type { RemoteRelease } from './remote-release.js';

export type RemoteComponent = LazyExoticComponent<ComponentType>;

export interface RemoteComponents {
  /** One lazy component per remote + expose, kept so renders do not refetch; a failed one stays failed. */
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
        component = lazy(async () => ({ default: await registry.load(remote, expose) }));
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
