import { ownerInviteStatus, ownerOnboardPath, type OwnerInvitation as OwnerInvitationView } from '@fsp/contracts';
import type { OwnerInvitation } from './entities/owner-invitation.entity.js';

export function toOwnerInvitationView(invitation: OwnerInvitation, appBaseUrl: string, now = new Date()): OwnerInvitationView {
  return {
    code: invitation.code,
    created_at: invitation.createdAt.toISOString(),
    organization_name: invitation.organizationName,
    email: invitation.email,
    owner_name: invitation.ownerName,
    industry: invitation.industry,
    status: ownerInviteStatus(invitation.status, invitation.expiresAt, now),
    expires_at: invitation.expiresAt.toISOString(),
    link: `${appBaseUrl}${ownerOnboardPath(invitation.code)}`,
  };
}
