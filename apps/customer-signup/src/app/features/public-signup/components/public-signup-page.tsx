import { ComingSoon, PublicFrame } from '@fsp/ui';

export function PublicSignupPage() {
  return (
    <PublicFrame title="Request service">
      <ComingSoon title="Customer signup" />
    </PublicFrame>
  );
}
