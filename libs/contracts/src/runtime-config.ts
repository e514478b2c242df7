/** Module Federation remote names (valid JS identifiers) and the routes each owns. */
export const REMOTE_NAMES = ['public_site', 'backoffice', 'admin', 'customer_signup'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface AuthRuntimeConfig {
  /** Identity provider domain: an Auth0 tenant or the local service (e.g. http://localhost:3001). */
  domain: string;
  clientId: string;
  audience: string;
}

/**
 * The shell's runtime config (`/config.json`, served no-cache): remote name → mf-manifest.json URL,
 * plus the identity provider. Pointing a remote elsewhere needs no shell rebuild.
 */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  auth: AuthRuntimeConfig;
  /** Base URL for public lead calls that send credentials (part 1 §7); '' means same origin. */
  apiBaseUrl: string;
  /**
   * Second CDN domains (origins such as https://cdn-b.example.com) that serve the same paths as the remotes'
   * manifest URLs. The shell tries them in order when loading a remote from its own URL keeps failing.
   */
  fallbackRemoteOrigins?: string[];
}

function isOptionalStringList(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RuntimeConfig>;
  const remotes = candidate.remotes as Record<string, unknown> | undefined;
  const auth = candidate.auth as Partial<AuthRuntimeConfig> | undefined;
  return (
    typeof remotes === 'object' &&
    remotes !== null &&
    REMOTE_NAMES.every((name) => typeof remotes[name] === 'string') &&
    typeof auth === 'object' &&
    auth !== null &&
    typeof auth.domain === 'string' &&
    typeof auth.clientId === 'string' &&
    typeof auth.audience === 'string' &&
    typeof candidate.apiBaseUrl === 'string' &&
    isOptionalStringList(candidate.fallbackRemoteOrigins)
  );
}
