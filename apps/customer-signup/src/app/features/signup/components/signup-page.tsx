import { SIGNUP_FORM_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, usePublicSignup } from '@fsp/api-client';
import { ErrorState, LoadingState, PublicFrame } from '@fsp/ui';
import { useParams } from 'react-router-dom';
import { SignupForm } from './signup-form.js';

/** /signup/{code}: the invited customer's details, availability, services and SMS consent (part 2 §2). */
export function SignupPage() {
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
        <ErrorState message={serverErrorOr(signup.error, SIGNUP_FORM_MESSAGES.loadFailed)} />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={signup.data.organization.name}>
      <SignupForm code={code} data={signup.data} />
    </PublicFrame>
  );
}
