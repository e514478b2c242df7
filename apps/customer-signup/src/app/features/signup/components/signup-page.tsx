import { ComingSoon } from '@fsp/ui';
import { SignupFrame } from '../../../components/signup-frame.js';

export function SignupPage() {
  return (
    <SignupFrame title="Request service">
      <ComingSoon title="Customer signup" />
    </SignupFrame>
  );
}
