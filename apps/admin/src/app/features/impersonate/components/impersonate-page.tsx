import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { hasAnyRole, MESSAGES, type AdminUser } from '@fsp/contracts';
import { serverErrorOr, useStartImpersonation } from '@fsp/api-client';
import { useSession } from '@fsp/session';
import { LoadingState, Page, useToast } from '@fsp/ui';
import { UNAUTHORIZED_PATH } from '../../../components/require-admin.js';
import { UserDirectory } from './user-directory.js';

export const IMPERSONATION_LANDING_PATH = '/app';

export function ImpersonatePage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const start = useStartImpersonation();
  const [pendingUserId, setPendingUserId] = useState<string | null>(null);
  // Once the profile turns into the target's, the admin check below would send us to /unauthorized.
  const [switching, setSwitching] = useState(false);

  if (switching) return <LoadingState label="Switching user…" />;
  if (session.status === 'loading' && !session.profile) return <LoadingState label="Loading your account…" />;
  if (!hasAnyRole(session.profile?.role, ['admin'])) return <Navigate to={UNAUTHORIZED_PATH} replace />;

  const impersonate = async (user: AdminUser) => {
    setPendingUserId(user.id);
    try {
      await start.mutateAsync({ user_id: user.id });
    } catch (error) {
      console.error('Starting impersonation failed', error);
      const detail = serverErrorOr(error, '');
      toast.error(MESSAGES.failedToImpersonate, detail ? { detail } : {});
      setPendingUserId(null);
      return;
    }
    setSwitching(true);
    // Leave the admin-only page before the profile turns into the target's, or its role guard sends us to /unauthorized.
    navigate(IMPERSONATION_LANDING_PATH);
    try {
      await session.refreshProfile();
    } catch (error) {
      // The server already acts as the target; the shell shows a profile that failed to load.
      console.error('Refreshing the profile after impersonation failed', error);
    }
    session.announceImpersonationChange();
  };

  return (
    <Page>
      <UserDirectory
        me={session.profile}
        pendingUserId={pendingUserId}
        onImpersonate={(user) => void impersonate(user)}
      />
    </Page>
  );
}
