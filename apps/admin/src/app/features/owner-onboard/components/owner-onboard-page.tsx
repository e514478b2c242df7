import { useParams } from 'react-router-dom';
import { OWNER_INVITE_MESSAGES } from '@fsp/contracts';
import { isApiError, serverErrorOr, useOwnerInvite } from '@fsp/api-client';
import { ErrorState, LoadingState, PublicFrame } from '@fsp/ui';
import { OwnerOnboardForm } from './owner-onboard-form.js';

export interface OwnerOnboardPageProps {
  /** Leaves the app for the identity provider, the payment provider or the sign-in page (tests observe it). */
  leavePage?: (url: string) => void;
}

/** /admin/owner-onboard/{code} (part 1 §2.6): public; the code is the credential. */
export function OwnerOnboardPage({ leavePage = (url) => window.location.assign(url) }: OwnerOnboardPageProps) {
  const code = useParams()['code'] ?? '';
  const invite = useOwnerInvite(code);

  return (
    <PublicFrame title="Owner onboarding">
      {invite.isPending ? (
        <LoadingState label="Loading invite…" />
      ) : invite.isError ? (
        <ErrorState
          message={
            isApiError(invite.error) && invite.error.status === 404
              ? OWNER_INVITE_MESSAGES.inviteNotFound
              : serverErrorOr(invite.error, OWNER_INVITE_MESSAGES.failedToLoadInvite)
          }
        />
      ) : (
        <OwnerOnboardForm code={code} invite={invite.data} leavePage={leavePage} />
      )}
    </PublicFrame>
  );
}
