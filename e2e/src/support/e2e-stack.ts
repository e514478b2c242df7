import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports of the stack the end-to-end suite starts, apart from `npm start`'s so both can run at once. */
export const E2E_PORTS = {
  shell: 5200,
  public_site: 5201,
  backoffice: 5202,
  admin: 5203,
  customer_signup: 5204,
  api: 5100,
  identity: 5101,
} as const;

/**
 * A second edge the remote-release test starts beside the stack's, its /config.json read from a CDN's environment
 * object. The identity service lets sign-in return to either origin (IDENTITY_ALLOWED_ORIGINS); both proxy /api, so
 * the API sees same-origin requests and needs no CORS for it.
 */
export const E2E_RELEASE_EDGE_PORT = 5210;
export const E2E_SIGN_IN_ORIGINS = [`http://localhost:${E2E_PORTS.shell}`, `http://localhost:${E2E_RELEASE_EDGE_PORT}`] as const;

export const E2E_CONTROL_URL = 'http://127.0.0.1:5299';
export const E2E_DATA_DIR = join(tmpdir(), 'fieldwise-e2e-data');

export type E2eRemote = 'public_site' | 'backoffice' | 'admin' | 'customer_signup';

/** Stops or restarts one remote's CDN server through the stack's loopback control endpoint. */
export async function setRemoteRunning(remote: E2eRemote, running: boolean): Promise<void> {
  const response = await fetch(`${E2E_CONTROL_URL}/remotes/${remote}/${running ? 'start' : 'stop'}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${running ? 'start' : 'stop'} ${remote}: ${response.status} ${await response.text()}`);
}
