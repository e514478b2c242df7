import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@fsp/contracts';
import { createRemoteRegistry } from './remote-registry.js';

/** The registry backed by the Module Federation runtime instance of this build. */
export const federationRegistry = createRemoteRegistry({
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: <T,>(id: string) => loadRemote<T>(id),
});

export function registerConfiguredRemotes(remotes: RuntimeConfig['remotes']): void {
  federationRegistry.register(remotes);
}
