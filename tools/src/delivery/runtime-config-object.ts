import type { EnvironmentConfig, EnvRecord } from '@fsp/contracts';
import { parseEnvironmentConfig } from './environment-config.js';
import { fetchText } from './load-json.js';

/** Names the environment's runtime config object on the CDN, e.g. https://cdn.example.com/fieldwise/environments/production.json */
export const RUNTIME_CONFIG_URL_ENV = 'SHELL_RUNTIME_CONFIG_URL';

/** How long the edge waits for that object before answering 502. */
export const DEFAULT_CONFIG_FETCH_TIMEOUT_MS = 5_000;

export function runtimeConfigUrl(env: EnvRecord): string | undefined {
  return env[RUNTIME_CONFIG_URL_ENV] || undefined;
}

/** The environment's object, fetched anew on every call (no HTTP cache), so a promote or rollback shows at once. */
export async function fetchRuntimeConfigObject(url: string, timeoutMs = DEFAULT_CONFIG_FETCH_TIMEOUT_MS): Promise<EnvironmentConfig> {
  return parseEnvironmentConfig(await fetchText(url, timeoutMs), url);
}
