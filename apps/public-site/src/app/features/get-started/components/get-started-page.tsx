import { ComingSoon } from '@fsp/ui';
import { PublicPage } from '../../../components/public-page.js';

export function GetStartedPage() {
  return (
    <PublicPage>
      <h1>Get Started</h1>
      <ComingSoon title="Start your free trial" />
    </PublicPage>
  );
}
