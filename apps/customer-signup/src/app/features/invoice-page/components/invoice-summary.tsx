import { formatMoney, INVOICE_PAGE_MESSAGES as M, INVOICE_PAGE_STATUS_LABELS, type InvoiceStatus, type PublicInvoiceView } from '@fsp/contracts';
import { Badge, type BadgeColor } from '@fsp/ui';
import { formatCard, formatInvoiceDate, formatInvoiceDay } from '../utils/format-invoice-page.js';
import { InvoiceLines } from './invoice-lines.js';
import styles from './invoice-page.module.css';

const STATUS_COLORS: Record<InvoiceStatus, BadgeColor> = {
  open: 'blue',
  processing: 'yellow',
  payment_failed: 'red',
  paid: 'green',
  disputed: 'gray',
  refunded: 'gray',
};

/** Who bills whom, the status, the dates, the lines and the total. */
export function InvoiceSummary({ invoice }: { invoice: PublicInvoiceView }) {
  const { organization } = invoice;
  const period =
    invoice.period_start === invoice.period_end
      ? formatInvoiceDate(invoice.period_start)
      : `${formatInvoiceDate(invoice.period_start)} – ${formatInvoiceDate(invoice.period_end)}`;
  return (
    <div className={styles.summary}>
      <div className={styles.parties}>
        <section aria-labelledby="invoice-from" className={styles.party}>
          <h2 id="invoice-from" className={styles.partyTitle}>
            {M.from}
          </h2>
          <p className={styles.partyName} data-testid="invoice-organization">
            {organization.name}
          </p>
          {organization.email && (
            <a className={styles.contact} href={`mailto:${organization.email}`}>
              {organization.email}
            </a>
          )}
          {organization.phone_number && (
            <a className={styles.contact} href={`tel:${organization.phone_number}`}>
              {organization.phone_number}
            </a>
          )}
        </section>
        {invoice.customer_name && (
          <section aria-labelledby="invoice-billed-to" className={styles.party}>
            <h2 id="invoice-billed-to" className={styles.partyTitle}>
              {M.billedTo}
            </h2>
            <p className={styles.partyName}>{invoice.customer_name}</p>
          </section>
        )}
      </div>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{M.status}</dt>
          <dd>
            <Badge color={STATUS_COLORS[invoice.status]} data-testid="invoice-status">
              {INVOICE_PAGE_STATUS_LABELS[invoice.status]}
            </Badge>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{M.due}</dt>
          <dd data-testid="invoice-due-date">
            <time dateTime={invoice.due_date}>{formatInvoiceDate(invoice.due_date)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{M.invoiceDate}</dt>
          <dd>
            <time dateTime={invoice.invoice_date}>{formatInvoiceDate(invoice.invoice_date)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{M.period}</dt>
          <dd>{period}</dd>
        </div>
        {invoice.paid_at && (
          <div className={styles.fact}>
            <dt>{M.paidOn}</dt>
            <dd>
              <time dateTime={invoice.paid_at}>{formatInvoiceDay(invoice.paid_at)}</time>
            </dd>
          </div>
        )}
        {invoice.card_on_file && invoice.status !== 'paid' && (
          <div className={styles.fact}>
            <dt>{M.cardOnFile}</dt>
            <dd data-testid="invoice-card-on-file">{formatCard(invoice.card_on_file)}</dd>
          </div>
        )}
      </dl>

      <InvoiceLines lines={invoice.lines} currency={invoice.currency} />

      <p className={styles.total}>
        <span>{M.total}</span>
        <span data-testid="invoice-total">{formatMoney(invoice.total_cents, invoice.currency)}</span>
      </p>
    </div>
  );
}
