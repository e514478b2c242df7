import { customerInviteStatus, signupPath, type CustomerInvite as CustomerInviteView } from '@fsp/contracts';
import type { CustomerInvite } from './entities/customer-invite.entity.js';

export function toCustomerInviteView(invite: CustomerInvite, appBaseUrl: string, now = new Date()): CustomerInviteView {
  return {
    code: invite.code,
    via: invite.via,
    email: invite.email,
    phone: invite.phone,
    status: customerInviteStatus(invite.status, invite.expiresAt, now),
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
    link: `${appBaseUrl}${signupPath(invite.code)}`,
  };
}
