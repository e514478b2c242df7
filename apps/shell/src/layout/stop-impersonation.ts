import { isApiErrorBody } from '@fsp/contracts';

export const STOP_IMPERSONATION_PATH = '/api/admin/impersonate/stop';

/** POST /api/admin/impersonate/stop with the admin's bearer token; throws on any failure. */
export async function stopImpersonation(accessToken: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(STOP_IMPERSONATION_PATH, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new Error(isApiErrorBody(body) ? body.error : `HTTP ${response.status}`);
  }
}
