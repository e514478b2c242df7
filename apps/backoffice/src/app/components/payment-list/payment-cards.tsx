import { useId } from 'react';
import { PAYMENT_CSV_COLUMNS, type PaymentItem } from '@fsp/contracts';
import { Card, VisuallyHidden } from '@fsp/ui';
import { NO_VALUE, paymentCustomer, paymentCustomerEmail, paymentMethod, paymentMoney, paymentRefunded } from './format-payment.js';
import { PaymentStatusBadge } from './payment-status-badge.js';
import type { PaymentRowsProps } from './payment-table.js';
import styles from './payment-list.module.css';

const [CREATED, , DESCRIPTION, METHOD, , FEE, NET] = PAYMENT_CSV_COLUMNS;

/** Phones: a card per payment with the same facts as the table's row. */
export function PaymentCards({ caption, items, renderActions }: PaymentRowsProps) {
  const captionId = useId();
  return (
    <>
      <VisuallyHidden>
        <span id={captionId}>{caption}</span>
      </VisuallyHidden>
      <ul className={styles.cards} aria-labelledby={captionId}>
        {items.map((item) => (
          <PaymentCard key={item.id} item={item} renderActions={renderActions} />
        ))}
      </ul>
    </>
  );
}

function PaymentCard({ item, renderActions }: { item: PaymentItem; renderActions: PaymentRowsProps['renderActions'] }) {
  const nameId = useId();
  const email = paymentCustomerEmail(item);
  return (
    <li className={styles.cardItem} data-testid="payments-row" data-payment-intent={item.payment_intent_id} data-status={item.status}>
      <Card as="article" className={styles.card} aria-labelledby={nameId}>
        <div className={styles.cardHeader}>
          <h3 id={nameId} className={styles.cardTitle}>
            {paymentCustomer(item)}
          </h3>
          <span className={styles.cardAmount} data-testid="payment-amount">
            {paymentMoney(item, item.amount)}
          </span>
        </div>
        {email && <p className={styles.muted}>{email}</p>}
        <div className={styles.cardBadges}>
          <PaymentStatusBadge status={item.status} />
          {item.amount_refunded > 0 && (
            <span className={styles.refunded} data-testid="payment-refunded">
              {paymentRefunded(item)}
            </span>
          )}
        </div>
        <dl className={styles.facts}>
          <dt>{CREATED}</dt>
          <dd data-testid="payment-created">{item.created_fmt}</dd>
          <dt>{DESCRIPTION}</dt>
          <dd>{item.description || NO_VALUE}</dd>
          <dt>{METHOD}</dt>
          <dd>{paymentMethod(item)}</dd>
          <dt>{FEE}</dt>
          <dd data-testid="payment-fee">{paymentMoney(item, item.fee_minor)}</dd>
          <dt>{NET}</dt>
          <dd data-testid="payment-net">{paymentMoney(item, item.net_minor)}</dd>
        </dl>
        {renderActions && <div className={styles.cardActions}>{renderActions(item)}</div>}
      </Card>
    </li>
  );
}
