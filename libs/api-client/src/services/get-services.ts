import { useQuery } from '@tanstack/react-query';
import { SERVICE_MESSAGES, type ServiceRecord } from '@fsp/contracts';
import { retryOnceUnlessRefused } from '../api-error.js';
import { useApi, type ApiClient } from '../use-api.js';

export const SERVICES_PATH = '/api/owner/services';

/** Every services read sits under this key; writes invalidate it. */
export const servicesQueryKey = ['owner', 'services'] as const;

export function servicePath(id: string): string {
  return `${SERVICES_PATH}/${encodeURIComponent(id)}`;
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

export function isServiceRecord(value: unknown): value is ServiceRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields['id'] === 'string' &&
    typeof fields['key'] === 'string' &&
    typeof fields['name'] === 'string' &&
    typeof fields['price_cents'] === 'number' &&
    typeof fields['currency'] === 'string' &&
    typeof fields['active'] === 'boolean' &&
    isTextOrNull(fields['description']) &&
    isTextOrNull(fields['equipment_needed']) &&
    isTextOrNull(fields['materials']) &&
    isTextOrNull(fields['notes']) &&
    isNumberOrNull(fields['estimated_minutes']) &&
    isNumberOrNull(fields['crew_members_needed'])
  );
}

/** A service answer from a write; anything else is a broken response. */
export function serviceRecordOf(body: unknown, request: string): ServiceRecord {
  if (!isServiceRecord(body)) throw new Error(`Unexpected response from ${request}`);
  return body;
}

/** GET /api/owner/services: the organization's services, active and inactive, by name. */
export async function getServices(api: ApiClient, errorMessage: string = SERVICE_MESSAGES.failedToLoad): Promise<ServiceRecord[]> {
  const body = await api.request<unknown>({ path: SERVICES_PATH, errorMessage });
  if (!Array.isArray(body) || !body.every(isServiceRecord)) throw new Error(`Unexpected response from GET ${SERVICES_PATH}`);
  return body;
}

export function useServices(options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: servicesQueryKey,
    queryFn: () => getServices(api, options.errorMessage),
    enabled: options.enabled ?? true,
    // A refusal (e.g. no organization) stays a refusal; only a failure without a reason is tried again.
    retry: retryOnceUnlessRefused,
  });
}
