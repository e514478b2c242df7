import { DEFAULT_PORTS, LOCAL_AUTH_DEFAULTS } from './local-defaults.js';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from './runtime-config.js';

export type EnvRecord = Readonly<Record<string, string | undefined>>;

/** REMOTE_PUBLIC_SITE_URL, REMOTE_BACKOFFICE_URL, REMOTE_ADMIN_URL, REMOTE_CUSTOMER_SIGNUP_URL. */
export function remoteUrlEnvName(remote: RemoteName): string {
  return `REMOTE_${remote.toUpperCase()}_URL`;
}

export function defaultManifestUrl(remote: RemoteName, host = 'localhost'): string {
  return `http://${host}:${DEFAULT_PORTS[remote]}/mf-manifest.json`;
}

/**
 * Builds the shell's runtime config from the environment of whoever serves it (edge server,
 * dev server, CDN deploy). Unset values fall back to the local defaults of `npm start`.
 */
export function runtimeConfigFromEnv(env: EnvRecord): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, env[remoteUrlEnvName(remote)] || defaultManifestUrl(remote)]),
  ) as Record<RemoteName, string>;
  return {
    remotes,
    auth: {
      domain: env['AUTH0_DOMAIN'] || LOCAL_AUTH_DEFAULTS.issuer.replace(/\/$/, ''),
      clientId: env['AUTH0_CLIENT_ID'] || LOCAL_AUTH_DEFAULTS.clientId,
      audience: env['AUTH0_AUDIENCE'] || LOCAL_AUTH_DEFAULTS.audience,
    },
    apiBaseUrl: env['PUBLIC_API_BASE_URL'] ?? '',
  };
}
