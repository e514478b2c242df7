import { ComingSoon } from '@fsp/ui';
import { SignupFrame } from '../../../components/signup-frame.js';

export function PublicSignupPage() {
  return (
    <SignupFrame title="Request service">
      <ComingSoon title="Customer signup" />
    </SignupFrame>
  );
}
