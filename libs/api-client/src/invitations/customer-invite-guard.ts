import { INVITE_VIAS, type CustomerInvite, type SentInviteResponse } from '@fsp/contracts';

const nullableString = (value: unknown) => value === null || typeof value === 'string';

export function isCustomerInvite(value: unknown): value is CustomerInvite {
  if (typeof value !== 'object' || value === null) return false;
  const invite = value as Record<keyof CustomerInvite, unknown>;
  return (
    typeof invite.code === 'string' &&
    (INVITE_VIAS as readonly unknown[]).includes(invite.via) &&
    nullableString(invite.email) &&
    nullableString(invite.phone) &&
    typeof invite.status === 'string' &&
    typeof invite.created_at === 'string' &&
    typeof invite.expires_at === 'string' &&
    typeof invite.link === 'string'
  );
}

export function isSentInviteResponse(value: unknown): value is SentInviteResponse {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === true && isCustomerInvite((value as { invite?: unknown }).invite);
}
