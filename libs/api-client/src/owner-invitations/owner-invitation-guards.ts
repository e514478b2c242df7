import { OWNER_INVITE_STATUSES, type OwnerAcceptResponse, type OwnerInvitation, type OwnerInvite } from '@fsp/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const nullableString = (value: unknown) => value === null || typeof value === 'string';
const isStatus = (value: unknown) => (OWNER_INVITE_STATUSES as readonly unknown[]).includes(value);

export function isOwnerInvitation(value: unknown): value is OwnerInvitation {
  return (
    isRecord(value) &&
    typeof value['code'] === 'string' &&
    typeof value['created_at'] === 'string' &&
    typeof value['organization_name'] === 'string' &&
    typeof value['email'] === 'string' &&
    nullableString(value['owner_name']) &&
    nullableString(value['industry']) &&
    isStatus(value['status']) &&
    typeof value['expires_at'] === 'string' &&
    typeof value['link'] === 'string'
  );
}

export function isOwnerInvite(value: unknown): value is OwnerInvite {
  if (!isRecord(value) || !isRecord(value['prefill'])) return false;
  const prefill = value['prefill'];
  return (
    typeof value['invited_email'] === 'string' &&
    isStatus(value['status']) &&
    typeof value['expires_at'] === 'string' &&
    ['org_name', 'website', 'phone_number', 'street', 'city', 'state', 'zip'].every((field) => nullableString(prefill[field]))
  );
}

export function isOwnerAcceptResponse(value: unknown): value is OwnerAcceptResponse {
  if (!isRecord(value)) return false;
  return ['auth0_ticket_url', 'stripe_onboarding_url', 'login_url'].every((field) => value[field] === undefined || typeof value[field] === 'string');
}
