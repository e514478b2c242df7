import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@fsp/contracts';
import { createRemoteRegistry } from './remote-registry.js';
import { remoteRetryPlugin, type RetryEvent } from './remote-retry-plugin.js';
import { REMOTE_RETRY_POLICY } from './retry-policy.js';
import { wallClockWait } from './wall-clock-wait.js';

/** The registry backed by the Module Federation runtime instance of this build. */
export const federationRegistry = createRemoteRegistry({
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: <T,>(id: string) => loadRemote<T>(id),
  preloadRemote: async (options) => {
    await preloadRemote(options);
  },
});

function logRetry({ remote, resource, url, retry, delayMs, error }: RetryEvent): void {
  const cause = error instanceof Error ? `: ${error.message}` : '';
  console.warn(`Loading ${remote ?? 'a remote'}'s ${resource} failed${cause}; retry ${retry} from ${url} in ${delayMs} ms`);
}

/** Retries and fallback origins first, so that the very first manifest request already goes through them. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  registerPlugins([
    remoteRetryPlugin({
      policy: REMOTE_RETRY_POLICY,
      fallbackOrigins: config.fallbackRemoteOrigins ?? [],
      wait: wallClockWait,
      fetch: (input, init) => fetch(input, init),
      onRetry: logRetry,
      onManifest: (remote, version) => federationRegistry.recordManifestVersion(remote, version),
    }),
  ]);
  federationRegistry.register(config.remotes);
}
