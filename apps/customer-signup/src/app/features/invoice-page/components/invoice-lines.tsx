import { formatMoney, INVOICE_PAGE_MESSAGES as M, type InvoiceLineRecord } from '@fsp/contracts';
import { formatInvoiceDate } from '../utils/format-invoice-page.js';
import styles from './invoice-page.module.css';

/** One row per visit: the service, its date and its amount. */
export function InvoiceLines({ lines, currency }: { lines: InvoiceLineRecord[]; currency: string }) {
  return (
    <table className={styles.lines} data-testid="invoice-lines">
      <thead>
        <tr>
          <th scope="col">{M.service}</th>
          <th scope="col">{M.visitDate}</th>
          <th scope="col" className={styles.amount}>
            {M.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>{line.service_label}</td>
            <td>
              <time dateTime={line.visit_date}>{formatInvoiceDate(line.visit_date)}</time>
            </td>
            <td className={styles.amount}>{formatMoney(line.amount_cents, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
