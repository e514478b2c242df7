import { ComingSoon, PublicFrame } from '@fsp/ui';

export function SignupPage() {
  return (
    <PublicFrame title="Request service">
      <ComingSoon title="Customer signup" />
    </PublicFrame>
  );
}
