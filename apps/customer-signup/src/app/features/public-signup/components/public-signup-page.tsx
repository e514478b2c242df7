import { SIGNUP_FORM_MESSAGES } from '@fsp/contracts';
import { usePublicSignup } from '@fsp/api-client';
import { ErrorState, LoadingState, PublicFrame } from '@fsp/ui';
import { useParams } from 'react-router-dom';
import { RequestForm } from './request-form.js';

/** /public-signup/{code}: the simpler service request by invitation (part 1 §2.5). */
export function PublicSignupPage() {
  const code = useParams()['code'] ?? '';
  const signup = usePublicSignup(code);

  if (signup.isPending) {
    return (
      <PublicFrame title="Request service">
        <LoadingState />
      </PublicFrame>
    );
  }
  if (signup.isError) {
    return (
      <PublicFrame title="Request service">
        <ErrorState message={SIGNUP_FORM_MESSAGES.invalidInvitation} />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={signup.data.organization.name}>
      <RequestForm code={code} data={signup.data} />
    </PublicFrame>
  );
}
