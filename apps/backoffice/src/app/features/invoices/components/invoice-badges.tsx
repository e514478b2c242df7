import { INVOICE_MESSAGES as M, isInvoicePaid, type InvoiceRecord } from '@fsp/contracts';
import { Badge } from '@fsp/ui';
import { invoiceRefundBadge, invoiceStateBadge } from '../utils/invoice-sections.js';
import styles from './invoices.module.css';

/**
 * Paid/Open, the failed, processing or disputed state (open) or what was refunded (paid), and the effective due date
 * with "(override)" where set.
 */
export function InvoiceBadges({ invoice }: { invoice: InvoiceRecord }) {
  const paid = isInvoicePaid(invoice.status);
  const state = paid ? invoiceRefundBadge(invoice) : invoiceStateBadge(invoice.status);
  return (
    <div className={styles.badges}>
      <Badge color={paid ? 'green' : 'blue'} data-testid="invoice-status">
        {paid ? M.paid : M.open}
      </Badge>
      {state && (
        <Badge color={state.color} data-testid={paid ? 'invoice-refund' : 'invoice-state'}>
          {state.label}
        </Badge>
      )}
      <Badge color={invoice.due_date_overridden ? 'purple' : 'gray'} data-testid="invoice-due-date">
        {M.due} {invoice.effective_due_date}
        {invoice.due_date_overridden && <> {M.dueDateOverridden}</>}
      </Badge>
    </div>
  );
}
