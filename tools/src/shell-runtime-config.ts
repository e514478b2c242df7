import { isRuntimeConfig, REMOTE_NAMES, runtimeConfigFromEnv, type EnvRecord, type RuntimeConfig } from '@fsp/contracts';
import { readFile } from 'node:fs/promises';

export const RUNTIME_CONFIG_FILE_ENV = 'SHELL_RUNTIME_CONFIG';

/**
 * The shell's `/config.json`, resolved on every request so a remote can be re-pointed without
 * rebuilding or restarting anything: from the JSON file SHELL_RUNTIME_CONFIG names, else from REMOTE_*_URL / AUTH0_*.
 */
export async function loadShellRuntimeConfig(env: EnvRecord): Promise<RuntimeConfig> {
  const file = env[RUNTIME_CONFIG_FILE_ENV];
  if (!file) return runtimeConfigFromEnv(env);
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRuntimeConfig(parsed)) {
    throw new Error(`${file} is not a runtime config: it needs remotes (${REMOTE_NAMES.join(', ')}), auth {domain, clientId, audience} and apiBaseUrl`);
  }
  return parsed;
}
