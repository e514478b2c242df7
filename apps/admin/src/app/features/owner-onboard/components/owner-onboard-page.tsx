import { ComingSoon, PublicFrame } from '@fsp/ui';

export function OwnerOnboardPage() {
  return (
    <PublicFrame title="Owner onboarding">
      <ComingSoon title="Accept your owner invitation" />
    </PublicFrame>
  );
}
