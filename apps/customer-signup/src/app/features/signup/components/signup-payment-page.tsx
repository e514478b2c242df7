import { ComingSoon, PublicFrame } from '@fsp/ui';

export function SignupPaymentPage() {
  return (
    <PublicFrame title="Add payment method">
      <ComingSoon title="Payment method" />
    </PublicFrame>
  );
}
