import { InviteOwnerForm } from './invite-owner-form.js';
import { RecentOwnerInvitations } from './recent-owner-invitations.js';

/** The Admin Panel's owner-invitation sections: the invite form, then the recent invitations it adds to. */
export function OwnerInvitationsPanel() {
  return (
    <>
      <InviteOwnerForm />
      <RecentOwnerInvitations />
    </>
  );
}
