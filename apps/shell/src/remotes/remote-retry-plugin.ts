import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { attemptCount, backoffDelayMs, urlForAttempt, type RetryPolicy } from './retry-policy.js';

// No React values here: the plugin is registered in main.ts, before the async boundary.

export interface RetryEvent {
  /** The remote's name, when the runtime said which remote the request was for. */
  remote: string | undefined;
  resource: 'manifest' | 'remoteEntry';
  /** The URL about to be tried. */
  url: string;
  retry: number;
  delayMs: number;
  error: unknown;
}

export interface RemoteRetryOptions {
  policy: RetryPolicy;
  /** Second CDN domains serving the same paths (the runtime config's fallbackRemoteOrigins). */
  fallbackOrigins: readonly string[];
  /** Waits between attempts; a test passes one that resolves when it says so. */
  wait: (ms: number) => Promise<void>;
  fetch: typeof fetch;
  onRetry?: (event: RetryEvent) => void;
  /** A manifest arrived: its remote, the version its build recorded and where it came from. */
  onManifest?: (remote: string, version: string | null, url: string) => void;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

interface ManifestShape {
  metaData?: { publicPath?: unknown; buildInfo?: { buildVersion?: unknown } };
}

function manifestOf(body: unknown): ManifestShape {
  return typeof body === 'object' && body !== null ? (body as ManifestShape) : {};
}

function buildVersionOf(manifest: ManifestShape): string | null {
  const version = manifest.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version !== '' ? version : null;
}

/** The folder a manifest was served from, which is where an `auto` public path points. */
function folderOf(url: string): string {
  const parsed = new URL(url, globalThis.location?.href ?? 'http://localhost/');
  parsed.search = '';
  parsed.hash = '';
  return parsed.href.replace(/\/[^/]*$/, '/');
}

/**
 * The runtime infers an `auto` public path from the URL it asked for, not from the fallback that answered, so a
 * manifest fetched from a fallback origin says where it came from and remoteEntry.js and its chunks load from there.
 */
function servedFrom(manifest: ManifestShape, url: string): ManifestShape {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath !== 'auto' && publicPath !== '') return manifest;
  return { ...manifest, metaData: { ...manifest.metaData, publicPath: folderOf(url) } };
}

/**
 * Module Federation runtime plugin: a remote's manifest and its remoteEntry.js are retried with exponential backoff,
 * taking turns between the configured origin and the fallback origins. It does what @module-federation/retry-plugin
 * does, against this runtime's own hooks (that package is published only for runtime 0.x) and with an injected wait.
 */
export function remoteRetryPlugin(options: RemoteRetryOptions): ModuleFederationRuntimePlugin {
  const { policy, fallbackOrigins, wait } = options;
  const attempts = attemptCount(policy, fallbackOrigins);

  async function beforeRetry(event: Omit<RetryEvent, 'delayMs'>): Promise<void> {
    const delayMs = backoffDelayMs(policy, event.retry);
    options.onRetry?.({ ...event, delayMs });
    await wait(delayMs);
  }

  async function fetchManifest(url: string, init: RequestInit, remote: string | undefined): Promise<Response> {
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const attemptUrl = urlForAttempt(url, attempt, fallbackOrigins);
      if (attempt > 0) await beforeRetry({ remote, resource: 'manifest', url: attemptUrl, retry: attempt, error: lastError });
      try {
        const response = await options.fetch(attemptUrl, init);
        if (!response.ok) throw new Error(`${attemptUrl} answered HTTP ${response.status}.`);
        const manifest = manifestOf(await response.json());
        if (remote) options.onManifest?.(remote, buildVersionOf(manifest), attemptUrl);
        const body = folderOf(attemptUrl) === folderOf(url) ? manifest : servedFrom(manifest, attemptUrl);
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  async function retryEntry({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<LoadEntryErrorHook>[0]) {
    // The runtime keeps the first failure to itself; later ones are passed on.
    let lastError: unknown;
    for (let attempt = 1; attempt < attempts; attempt += 1) {
      const url = urlForAttempt(remoteInfo.entry, attempt, fallbackOrigins);
      await beforeRetry({ remote: remoteInfo.name, resource: 'remoteEntry', url, retry: attempt, error: lastError });
      // The failed load is still registered under this key; a retry must start a load of its own.
      delete globalLoading[uniqueKey];
      try {
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports, getEntryUrl: () => url });
        if (entry) return entry;
      } catch (error) {
        // The next origin or attempt may answer; after the last one the runtime reports its original error.
        lastError = error;
      }
    }
    return undefined;
  }

  return {
    name: 'fsp-remote-retry',
    fetch: (url, init, remoteInfo) => fetchManifest(url, init, remoteInfo?.name),
    // The runtime awaits the hook's answer; its declared type nests a promise that an async function cannot produce.
    loadEntryError: (args) => retryEntry(args) as unknown as ReturnType<LoadEntryErrorHook>,
  };
}
