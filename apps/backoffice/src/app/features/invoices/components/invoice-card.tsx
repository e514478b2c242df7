import { useId, useRef, useState } from 'react';
import { formatDateTime, formatMoney, INVOICE_MESSAGES as M, isInvoicePaid, type InvoiceRecord } from '@fsp/contracts';
import { Button } from '@fsp/ui';
import { useInvoiceActions } from '../hooks/use-invoice-actions.js';
import { invoiceAddress, invoiceCustomerName, invoicePeriod } from '../utils/format-invoice.js';
import { DueDateEditor } from './due-date-editor.js';
import { InvoiceBadges } from './invoice-badges.js';
import { InvoiceDetails } from './invoice-details.js';
import styles from './invoices.module.css';

/** One invoice: who, how much, where, its state and due date, its period; open ones can be changed and collected. */
export function InvoiceCard({ invoice }: { invoice: InvoiceRecord }) {
  const nameId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const name = invoiceCustomerName(invoice);
  const address = invoiceAddress(invoice);
  const paid = isInvoicePaid(invoice.status);

  return (
    <li className={styles.cardItem} data-testid="invoice-card" data-invoice-id={invoice.id} data-status={invoice.status}>
      <article className={styles.card} aria-labelledby={nameId}>
        <div className={styles.cardHeader}>
          <h3 id={nameId} className={styles.customer}>
            {name}
          </h3>
          <span className={styles.total} data-testid="invoice-total">
            {formatMoney(invoice.total_cents, invoice.currency)}
          </span>
        </div>
        {address && (
          <p className={styles.muted} data-testid="invoice-address">
            {address}
          </p>
        )}
        <InvoiceBadges invoice={invoice} />
        <p className={styles.period} data-testid="invoice-period">
          <span className={styles.label}>{M.period}</span> {invoicePeriod(invoice)}
        </p>
        {!paid && invoice.failure_reason && (
          <p className={styles.failure} data-testid="invoice-failure">
            {invoice.failure_reason}
            {invoice.next_attempt_at && (
              <>
                {' '}
                {M.nextAttempt}: {formatDateTime(invoice.next_attempt_at)}
              </>
            )}
          </p>
        )}
        {!paid && <OpenInvoiceActions invoice={invoice} name={name} />}
        <div className={styles.actions}>
          <Button variant="ghost" size="small" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded(!expanded)}>
            {expanded ? M.hideDetails : M.showDetails}
          </Button>
        </div>
        {expanded && <InvoiceDetails invoiceId={invoice.id} id={detailsId} />}
      </article>
    </li>
  );
}

/** Edit Due Date, Send, Mark Paid and, with a card saved with auto-pay consent, Charge card (part 2 §2, issue 11). */
function OpenInvoiceActions({ invoice, name }: { invoice: InvoiceRecord; name: string }) {
  const actions = useInvoiceActions(invoice);
  const editorId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);

  const submitDueDate = async (dueDate: string | null) => {
    const done = await actions.setDueDate(dueDate);
    if (done) {
      setEditing(false);
      // The editor (and the button pressed in it) is gone; the keyboard carries on where editing started.
      requestAnimationFrame(() => editRef.current?.focus());
    }
    return done;
  };

  return (
    <>
      <div className={styles.actions}>
        <Button ref={editRef} variant="secondary" size="small" aria-expanded={editing} aria-controls={editorId} onClick={() => setEditing(!editing)}>
          {M.editDueDate}
        </Button>
        <Button variant="secondary" size="small" loading={actions.sending} disabled={actions.busy} onClick={() => void actions.sendInvoice()}>
          {M.send}
        </Button>
        <Button size="small" loading={actions.markingPaid} disabled={actions.busy} onClick={() => void actions.markInvoicePaid()}>
          {M.markPaid}
        </Button>
        {invoice.can_charge_card && (
          <Button
            size="small"
            loading={actions.charging}
            disabled={actions.busy || invoice.status === 'processing'}
            onClick={() => void actions.chargeCard()}
          >
            {M.chargeCard}
          </Button>
        )}
      </div>
      {editing && (
        <DueDateEditor
          id={editorId}
          initial={invoice.effective_due_date}
          pending={actions.pendingDueDate}
          disabled={actions.busy}
          onSubmit={submitDueDate}
          label={`${M.editDueDate}: ${name}`}
        />
      )}
    </>
  );
}
