import { formatMoney, PAYMENT_ACTIVITY_MESSAGES as M } from '@fsp/contracts';
import { DataTable } from '@fsp/ui';
import type { BalanceRow } from './balance-rows.js';
import styles from './balance-table.module.css';

export interface BalanceTableProps {
  rows: readonly BalanceRow[];
  /** Names the table for screen readers, e.g. "Balance". */
  caption: string;
}

/** Available, pending and total per currency (part 1 §2.11, part 2 §2 "Insights"); on phones a card per currency. */
export function BalanceTable({ rows, caption }: BalanceTableProps) {
  return (
    <DataTable data-testid="balance-table" className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.currency}</th>
          <th scope="col" className={styles.amount}>
            {M.available}
          </th>
          <th scope="col" className={styles.amount}>
            {M.pending}
          </th>
          <th scope="col" className={styles.amount}>
            {M.total}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.currency}>
            <th scope="row" data-label={M.currency} className={styles.currency}>
              {row.currency}
            </th>
            <td data-label={M.available} className={styles.amount}>
              {formatMoney(row.available, row.currency)}
            </td>
            <td data-label={M.pending} className={styles.amount}>
              {formatMoney(row.pending, row.currency)}
            </td>
            <td data-label={M.total} className={`${styles.amount} ${styles.total}`}>
              {formatMoney(row.total, row.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
