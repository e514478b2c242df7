import {
  formatDateTime,
  formatMoney,
  INVOICE_MESSAGES as M,
  PAYMENT_ATTEMPT_SOURCE_LABELS,
  PAYMENT_ATTEMPT_STATUS_LABELS,
  type InvoiceDetail,
} from '@fsp/contracts';
import { serverErrorOr, useInvoiceDetail } from '@fsp/api-client';
import { ErrorState, LoadingState } from '@fsp/ui';
import styles from './invoices.module.css';

/** An opened card: the invoice's lines and its payment attempts, read with GET /api/owner/invoices/{id}. */
export function InvoiceDetails({ invoiceId, id }: { invoiceId: string; id: string }) {
  const detail = useInvoiceDetail(invoiceId);
  return (
    <div id={id} className={styles.details} data-testid="invoice-details">
      {detail.isPending ? (
        <LoadingState label="Loading invoice details…" />
      ) : detail.isError ? (
        <ErrorState
          message={serverErrorOr(detail.error, M.failedToLoadDetails)}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        <>
          <InvoiceLines invoice={detail.data} />
          <PaymentAttempts invoice={detail.data} />
        </>
      )}
    </div>
  );
}

function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <section className={styles.detailPart}>
      <h4 className={styles.detailTitle}>{M.lines}</h4>
      {invoice.lines.length === 0 ? (
        <p className={styles.muted}>{M.noLines}</p>
      ) : (
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Visit date</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.id} data-testid="invoice-line">
                <td>{line.service_label}</td>
                <td>{line.visit_date}</td>
                <td className={styles.amount}>{formatMoney(line.amount_cents, invoice.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {M.total}
              </th>
              <td className={styles.amount}>{formatMoney(invoice.total_cents, invoice.currency)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

function PaymentAttempts({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <section className={styles.detailPart}>
      <h4 className={styles.detailTitle}>{M.attempts}</h4>
      {invoice.attempts.length === 0 ? (
        <p className={styles.muted}>{M.noAttempts}</p>
      ) : (
        <ol className={styles.attempts}>
          {invoice.attempts.map((attempt) => (
            <li key={attempt.attempt_number} className={styles.attempt} data-testid="invoice-attempt">
              <span className={styles.attemptNumber}>#{attempt.attempt_number}</span>
              <span>{formatDateTime(attempt.attempted_at)}</span>
              <span>{PAYMENT_ATTEMPT_SOURCE_LABELS[attempt.source]}</span>
              <span className={styles.attemptStatus} data-status={attempt.status}>
                {PAYMENT_ATTEMPT_STATUS_LABELS[attempt.status]}
              </span>
              <span>{formatMoney(attempt.amount_cents, invoice.currency)}</span>
              {attempt.reason && <span className={styles.attemptReason}>{attempt.reason}</span>}
            </li>
          ))}
        </ol>
      )}
      {invoice.next_attempt_at && !invoice.paid_at && (
        <p className={styles.muted} data-testid="invoice-next-attempt">
          {M.nextAttempt}: {formatDateTime(invoice.next_attempt_at)}
        </p>
      )}
    </section>
  );
}
