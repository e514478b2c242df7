import { remoteRouteFor, type RuntimeConfig } from '@fsp/contracts';

/** A page never waits longer than this for the config and the manifest; it then goes out with fewer hints. */
export const HINTS_FETCH_TIMEOUT_MS = 300;

interface ManifestExposeAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

/** The part of a remote's mf-manifest.json the hints read. */
interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: Array<{ path: string; assets?: ManifestExposeAssets }>;
}

function isFederationManifest(value: unknown): value is FederationManifest {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<FederationManifest>;
  return typeof candidate.metaData?.remoteEntry?.name === 'string' && Array.isArray(candidate.exposes);
}

export interface RemotePreloadHintsOptions {
  /** The runtime config the shell will read (the edge's /config.json). */
  loadConfig: () => Promise<RuntimeConfig>;
  fetch?: typeof fetch;
  fetchTimeoutMs?: number;
}

const link = (url: string, as: 'fetch' | 'script' | 'style') =>
  `<${url}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin=anonymous' : ''}`;

/** Where a manifest's files live: its own folder when built with publicPath "auto", else the publicPath it names. */
function assetBase(manifestUrl: string, manifest: FederationManifest): string {
  const publicPath = manifest.metaData.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : new URL('./', manifestUrl).href;
}

/**
 * The `Link: rel=preload` header for a page: the manifest of the remote that owns the page, its remoteEntry.js and
 * the first chunks and styles of the module the shell will mount. The browser then fetches them all with the page,
 * instead of one after another as the shell discovers them (on a phone's network, each of those steps is a round
 * trip). The config and the manifest are read for every page, as the shell itself reads them, so a promote or a
 * rollback is hinted at once (pages asking at the same moment share one read); a page never waits more than
 * HINTS_FETCH_TIMEOUT_MS for them, and goes out with fewer hints rather than later.
 */
export function createRemotePreloadHints(options: RemotePreloadHintsOptions) {
  const fetchManifest = options.fetch ?? ((input, init) => fetch(input, init));
  const fetchTimeoutMs = options.fetchTimeoutMs ?? HINTS_FETCH_TIMEOUT_MS;
  const inFlight = new Map<string, Promise<unknown>>();

  /** The value, read once for every page asking meanwhile; null when it fails or takes longer than the page waits. */
  const shared = async <T>(key: string, load: () => Promise<T | null>): Promise<T | null> => {
    let reading = inFlight.get(key) as Promise<T | null> | undefined;
    if (!reading) {
      reading = load()
        .catch(() => null)
        .finally(() => inFlight.delete(key));
      inFlight.set(key, reading);
    }
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), fetchTimeoutMs)));
    try {
      return await Promise.race([reading, gaveUp]);
    } finally {
      clearTimeout(timer);
    }
  };

  const loadManifest = async (url: string): Promise<FederationManifest | null> => {
    const response = await fetchManifest(url, { signal: AbortSignal.timeout(5_000) });
    const body: unknown = response.ok ? await response.json() : null;
    return isFederationManifest(body) ? body : null;
  };

  return {
    /** The header's value for a page at `pathname`, or null when there is nothing to hint. */
    async headerFor(pathname: string): Promise<string | null> {
      const route = remoteRouteFor(pathname);
      if (!route) return null;
      const config = await shared('config', options.loadConfig);
      const manifestUrl = config?.remotes[route.remote];
      if (!manifestUrl) return null;
      const hints = [link(manifestUrl, 'fetch')];
      const manifest = await shared(manifestUrl, () => loadManifest(manifestUrl));
      if (manifest) {
        const base = assetBase(manifestUrl, manifest);
        const { name, path = '' } = manifest.metaData.remoteEntry;
        hints.push(link(new URL(path ? `${path.replace(/\/?$/, '/')}${name}` : name, base).href, 'script'));
        const assets = manifest.exposes.find((expose) => expose.path === route.expose)?.assets;
        for (const file of assets?.js?.sync ?? []) hints.push(link(new URL(file, base).href, 'script'));
        for (const file of assets?.css?.sync ?? []) hints.push(link(new URL(file, base).href, 'style'));
      }
      return hints.join(', ');
    },
  };
}
