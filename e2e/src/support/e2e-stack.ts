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

export const E2E_CONTROL_URL = 'http://127.0.0.1:5299';
export const E2E_DATA_DIR = join(tmpdir(), 'fieldwise-e2e-data');

export type E2eRemote = 'public_site' | 'backoffice' | 'admin' | 'customer_signup';

/** Stops or restarts one remote's CDN server through the stack's loopback control endpoint. */
export async function setRemoteRunning(remote: E2eRemote, running: boolean): Promise<void> {
  const response = await fetch(`${E2E_CONTROL_URL}/remotes/${remote}/${running ? 'start' : 'stop'}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${running ? 'start' : 'stop'} ${remote}: ${response.status} ${await response.text()}`);
}
