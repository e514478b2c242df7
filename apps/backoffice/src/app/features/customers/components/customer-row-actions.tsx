import { useId } from 'react';
import type { CustomerRecord, CustomerStatus } from '@fsp/contracts';
import { Button } from '@fsp/ui';
import styles from './customer-table.module.css';

export type PendingCustomerAction = { customerId: string; kind: 'convert' | CustomerStatus };

export interface CustomerRowActionsProps {
  customer: CustomerRecord;
  /** The action in flight on this page, if any: its button spins and every other action waits. */
  pending: PendingCustomerAction | null;
  onConvert(customer: CustomerRecord): void;
  onStatusChange(customer: CustomerRecord, status: CustomerStatus): void;
}

/** Part 2 §4: Convert to user and Mark Active for leads, Archive for active or paused, Unarchive for archived. */
export function CustomerRowActions({ customer, pending, onConvert, onStatusChange }: CustomerRowActionsProps) {
  const hintId = useId();
  const busy = pending !== null;
  const spinning = (kind: PendingCustomerAction['kind']) => pending?.customerId === customer.id && pending.kind === kind;
  const hasEmail = Boolean(customer.email?.trim());

  const statusButton = (label: string, status: CustomerStatus, variant: 'secondary' | 'danger' = 'secondary') => (
    <Button
      size="small"
      variant={variant}
      loading={spinning(status)}
      disabled={busy}
      onClick={() => onStatusChange(customer, status)}
    >
      {label}
    </Button>
  );

  if (customer.status === 'lead') {
    return (
      <div className={styles.actions}>
        <Button
          size="small"
          loading={spinning('convert')}
          disabled={busy || !hasEmail}
          aria-describedby={hasEmail ? undefined : hintId}
          onClick={() => onConvert(customer)}
        >
          Convert to user
        </Button>
        {statusButton('Mark Active', 'active')}
        {!hasEmail && (
          <p id={hintId} className={styles.hint}>
            Add an e-mail address to convert this lead.
          </p>
        )}
      </div>
    );
  }
  if (customer.status === 'archived') return <div className={styles.actions}>{statusButton('Unarchive', 'active')}</div>;
  return <div className={styles.actions}>{statusButton('Archive', 'archived', 'danger')}</div>;
}
