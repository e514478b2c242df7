import { isRuntimeConfig, type RuntimeConfig } from '@fsp/contracts';

export const RUNTIME_CONFIG_PATH = '/config.json';

export type RuntimeConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; error: string };

/** Fetched on every start, never cached, so a remote can be re-pointed without rebuilding the shell. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    return { ok: false, error: `Could not reach ${RUNTIME_CONFIG_PATH}: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!response.ok) return { ok: false, error: `${RUNTIME_CONFIG_PATH} answered HTTP ${response.status}.` };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, error: `${RUNTIME_CONFIG_PATH} is not valid JSON.` };
  }
  if (!isRuntimeConfig(body)) {
    return { ok: false, error: `${RUNTIME_CONFIG_PATH} does not name every remote manifest and the identity provider.` };
  }
  return { ok: true, config: body };
}
