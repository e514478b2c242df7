import { InviteRedirect as Redirect } from '../app/features/invite/components/invite-redirect.js';

/** Mounted by the shell at `/invite/:token`. */
export default function InviteRedirect() {
  return <Redirect />;
}
