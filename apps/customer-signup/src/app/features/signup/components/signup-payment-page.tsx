import { ComingSoon } from '@fsp/ui';
import { SignupFrame } from '../../../components/signup-frame.js';

export function SignupPaymentPage() {
  return (
    <SignupFrame title="Add payment method">
      <ComingSoon title="Payment method" />
    </SignupFrame>
  );
}
