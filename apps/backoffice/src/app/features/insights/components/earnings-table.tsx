import { formatMoney, PAYMENT_ACTIVITY_MESSAGES as M, type EarningsBucket } from '@fsp/contracts';
import { monthName, totalNetMinor } from '../utils/earnings-months.js';
import styles from './insights.module.css';

export interface EarningsTableProps {
  buckets: readonly EarningsBucket[];
  currency: string;
}

/** The chart's numbers as a table: for screen readers and for people who prefer figures to bars. */
export function EarningsTable({ buckets, currency }: EarningsTableProps) {
  const payments = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <div className={styles.figuresScroller}>
      <table className={styles.figures} data-testid="insights-table">
        <caption className={styles.figuresCaption}>{M.earningsPerMonth}</caption>
        <thead>
          <tr>
            <th scope="col">{M.earningsMonth}</th>
            <th scope="col" className={styles.number}>
              {M.earningsNet}
            </th>
            <th scope="col" className={styles.number}>
              {M.earningsPayments}
            </th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.period}>
              <th scope="row">{monthName(bucket.period)}</th>
              <td className={bucket.net_minor < 0 ? `${styles.number} ${styles.negative}` : styles.number}>
                {formatMoney(bucket.net_minor, currency)}
              </td>
              <td className={styles.number}>{bucket.count}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{M.totalNet}</th>
            <td className={styles.number}>{formatMoney(totalNetMinor(buckets), currency)}</td>
            <td className={styles.number}>{payments}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
