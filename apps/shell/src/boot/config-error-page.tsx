import { Button } from '@fsp/ui';
import { FullPage } from '../ui/full-page.js';

export function ConfigErrorPage({ error }: { error: string }) {
  return (
    <FullPage title="Fieldwise could not start">
      <p>The app's runtime configuration could not be loaded.</p>
      <p>{error}</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </FullPage>
  );
}
