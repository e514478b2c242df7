import type { ReactNode } from 'react';
import { PAYMENT_CSV_COLUMNS, PAYMENT_LIST_WORDS as W, type PaymentItem } from '@fsp/contracts';
import { DataTable, VisuallyHidden } from '@fsp/ui';
import { NO_VALUE, paymentCustomer, paymentCustomerEmail, paymentMethod, paymentMoney, paymentRefunded } from './format-payment.js';
import { PaymentStatusBadge } from './payment-status-badge.js';
import styles from './payment-list.module.css';

export interface PaymentRowsProps {
  caption: string;
  items: readonly PaymentItem[];
  /** The Actions column's content per payment; no column without it. */
  renderActions?: (item: PaymentItem) => ReactNode;
}

const [CREATED, CUSTOMER, DESCRIPTION, METHOD, AMOUNT, FEE, NET, STATUS] = PAYMENT_CSV_COLUMNS;

/** Wide screens: Created, Customer, Description, Method, Amount, Fee, Net, Status and, on Payments, Actions. */
export function PaymentTable({ caption, items, renderActions }: PaymentRowsProps) {
  return (
    <DataTable className={styles.table}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {PAYMENT_CSV_COLUMNS.map((column) => (
            <th key={column} scope="col" className={isAmountColumn(column) ? styles.amountHeader : undefined}>
              {column}
            </th>
          ))}
          {renderActions && <th scope="col">{W.actions}</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const email = paymentCustomerEmail(item);
          return (
            <tr key={item.id} data-testid="payments-row" data-payment-intent={item.payment_intent_id} data-status={item.status}>
              <td data-label={CREATED} className={styles.created} data-testid="payment-created">
                {item.created_fmt}
              </td>
              <th scope="row" data-label={CUSTOMER} className={styles.customerCell}>
                <span className={styles.customerName}>{paymentCustomer(item)}</span>
                {email && <span className={styles.muted}>{email}</span>}
              </th>
              <td data-label={DESCRIPTION}>{item.description || NO_VALUE}</td>
              <td data-label={METHOD}>{paymentMethod(item)}</td>
              <td data-label={AMOUNT} className={styles.amount} data-testid="payment-amount">
                {paymentMoney(item, item.amount)}
                {item.amount_refunded > 0 && (
                  <span className={styles.refunded} data-testid="payment-refunded">
                    {paymentRefunded(item)}
                  </span>
                )}
              </td>
              <td data-label={FEE} className={styles.amount} data-testid="payment-fee">
                {paymentMoney(item, item.fee_minor)}
              </td>
              <td data-label={NET} className={styles.amount} data-testid="payment-net">
                {paymentMoney(item, item.net_minor)}
              </td>
              <td data-label={STATUS}>
                <PaymentStatusBadge status={item.status} />
              </td>
              {renderActions && <td data-label={W.actions}>{renderActions(item)}</td>}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

function isAmountColumn(column: string): boolean {
  return column === AMOUNT || column === FEE || column === NET;
}
