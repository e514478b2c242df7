import { DEFAULT_PROVIDER_TIMEOUT_MS, type IdentityAdminConfig } from '../../config/api-config.js';
import { IdentityAdminError } from './identity-admin-error.js';

/** Aborts a Management API request (connect and answer) after the configured budget. */
export function managementTimeout(config: IdentityAdminConfig): AbortSignal {
  return AbortSignal.timeout(config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS);
}

/** `path` resolved against the tenant's base URL, whether or not that ends with a slash. */
export function managementUrl(baseUrl: string, path: string): string {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
}

export async function readJson(response: Response, operation: string): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new IdentityAdminError(operation, response.status, 'the response is not JSON');
  }
  if (typeof body !== 'object' || body === null) {
    throw new IdentityAdminError(operation, response.status, 'the response is not a JSON object');
  }
  return body as Record<string, unknown>;
}

/** Auth0 explains refusals in `message` (and `error`/`error_description` on /oauth/token). */
export async function refusalDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const parts = [body['message'], body['error_description'], body['error']].filter((part) => typeof part === 'string');
    if (parts.length > 0) return parts.join(' / ');
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 200) || response.statusText;
}
