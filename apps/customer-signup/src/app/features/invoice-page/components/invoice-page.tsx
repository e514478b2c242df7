import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { INVOICE_PAGE_MESSAGES as M } from '@fsp/contracts';
import { isApiError, serverErrorOr, usePublicInvoice } from '@fsp/api-client';
import { ErrorState, LoadingState, PublicFrame, Stack } from '@fsp/ui';
import { InvoicePayment } from './invoice-payment.js';
import { InvoiceSummary } from './invoice-summary.js';

/** The query the sandbox's authentication page comes back with (Stripe's return_url convention). */
const RETURN_PARAM = 'payment_intent';

export interface InvoicePageProps {
  /** Full page navigation to the sandbox's authentication page. */
  leavePage?: (url: string) => void;
}

/** /invoice/{token}: the customer's invoice, reached from the invoice and dunning e-mails and SMS; no sign-in. */
export function InvoicePage({ leavePage = (url) => window.location.assign(url) }: InvoicePageProps) {
  const token = useParams()['token'] ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const returningPaymentIntent = searchParams.get(RETURN_PARAM);
  const invoice = usePublicInvoice(token);
  const forgetReturn = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(RETURN_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  if (invoice.isPending) {
    return (
      <PublicFrame title={M.title}>
        <LoadingState label={M.loading} />
      </PublicFrame>
    );
  }
  if (invoice.isError) {
    const notFound = isApiError(invoice.error) && invoice.error.status === 404;
    return (
      <PublicFrame title={M.title}>
        <ErrorState
          message={notFound ? M.notFound : serverErrorOr(invoice.error, M.failedToLoad)}
          onRetry={notFound ? undefined : () => void invoice.refetch()}
          retryLabel={M.tryAgain}
          retrying={invoice.isFetching}
        />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={M.title}>
      <Stack gap="lg">
        <InvoiceSummary invoice={invoice.data} />
        <InvoicePayment
          invoice={invoice.data}
          token={token}
          returningPaymentIntent={returningPaymentIntent}
          onReturnHandled={forgetReturn}
          leavePage={leavePage}
        />
      </Stack>
    </PublicFrame>
  );
}
