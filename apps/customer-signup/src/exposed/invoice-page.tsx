import { RemoteAppProviders } from '@fsp/api-client';
import { InvoicePage as InvoicePageContent } from '../app/features/invoice-page/components/invoice-page.js';

/** Mounted by the shell at `/invoice/:token`: public, no sign-in (the link's token is the credential). */
export default function InvoicePage() {
  return (
    <RemoteAppProviders>
      <InvoicePageContent />
    </RemoteAppProviders>
  );
}
