import { useQuery } from '@tanstack/react-query';
import { SIGNUP_FORM_MESSAGES, type AvailabilityTemplateDay, type PublicSignupData, type ServiceOffering } from '@fsp/contracts';
import { retryOnceUnlessRefused } from '../api-error.js';
import { useApi, type ApiClient } from '../use-api.js';

/** GET/POST /api/public/signup/{code}: no token, the invite code is the credential. */
export function publicSignupPath(code: string): string {
  return `/api/public/signup/${encodeURIComponent(code)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isServiceOffering(value: unknown): value is ServiceOffering {
  return (
    isRecord(value) &&
    typeof value['key'] === 'string' &&
    typeof value['label'] === 'string' &&
    typeof value['price_cents'] === 'number' &&
    typeof value['currency'] === 'string'
  );
}

function isAvailabilityTemplateDay(value: unknown): value is AvailabilityTemplateDay {
  return (
    isRecord(value) &&
    typeof value['key'] === 'string' &&
    typeof value['label'] === 'string' &&
    typeof value['offered'] === 'boolean' &&
    typeof value['start'] === 'string' &&
    typeof value['end'] === 'string'
  );
}

export function isPublicSignupData(value: unknown): value is PublicSignupData {
  if (!isRecord(value) || !isRecord(value['organization'])) return false;
  const { organization, services, availability_template: template } = value;
  return (
    typeof organization['id'] === 'string' &&
    typeof organization['name'] === 'string' &&
    Array.isArray(services) &&
    services.every(isServiceOffering) &&
    Array.isArray(template) &&
    template.every(isAvailabilityTemplateDay) &&
    typeof value['sms_consent_text'] === 'string'
  );
}

/** Rejects with an ApiError carrying the server's reason, else "Invite not found or expired". */
export async function getPublicSignup(api: ApiClient, code: string): Promise<PublicSignupData> {
  const path = publicSignupPath(code);
  const body = await api.request<unknown>({ path, errorMessage: SIGNUP_FORM_MESSAGES.loadFailed });
  if (!isPublicSignupData(body)) throw new Error(`Unexpected response from GET ${path}`);
  return body;
}

export function publicSignupQueryKey(code: string) {
  return ['public', 'signup', code] as const;
}

export function usePublicSignup(code: string) {
  const api = useApi();
  return useQuery({ queryKey: publicSignupQueryKey(code), queryFn: () => getPublicSignup(api, code), retry: retryOnceUnlessRefused });
}
