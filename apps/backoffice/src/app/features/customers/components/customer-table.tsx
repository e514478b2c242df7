import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { CustomerRecord, CustomerStatus } from '@fsp/contracts';
import { DataTable, useIsDesktop, VisuallyHidden } from '@fsp/ui';
import type { PendingCustomerAction } from './customer-row-actions.js';
import { CustomerRow } from './customer-row.js';
import { LIST_VIEWPORT_SHARE, useCustomerRows } from './use-customer-rows.js';
import styles from './customer-table.module.css';

export interface CustomerTableProps {
  caption: string;
  customers: readonly CustomerRecord[];
  /** Members show the linked user's e-mail, role and status. */
  showLinkedUser: boolean;
  /** Owner and manager only (part 2 §2). */
  showActions: boolean;
  pending: PendingCustomerAction | null;
  onConvert(customer: CustomerRecord): void;
  onStatusChange(customer: CustomerRecord, status: CustomerStatus): void;
}

const BASE_COLUMNS = 7;

/**
 * A table on wide screens; at 768 px and below each row becomes a card with its labels inline. It scrolls
 * inside a box of at most 70% of the window and draws only the rows in or near view, so a section of thousands
 * of customers costs the layout of a few dozen. The box takes focus, so the keyboard can scroll it too.
 */
export const CustomerTable = memo(function CustomerTable({
  caption,
  customers,
  showLinkedUser,
  showActions,
  pending,
  onConvert,
  onStatusChange,
}: CustomerTableProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const cards = !useIsDesktop();
  const [headerOffset, setHeaderOffset] = useState(0);
  const { rows, spaceBefore, spaceAfter, measureRow } = useCustomerRows({ customers, viewportRef, cards, headerOffset });
  const columns = BASE_COLUMNS + (showLinkedUser ? 1 : 0) + (showActions ? 1 : 0);

  // The column headers scroll with the rows (phones hide them): the rows start below them.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const body = bodyRef.current;
    if (!viewport || !body) return;
    const offset = body.getBoundingClientRect().top - viewport.getBoundingClientRect().top + viewport.scrollTop;
    setHeaderOffset(Math.max(0, Math.round(offset)));
  }, [cards, columns]);

  const spacer = (height: number, position: string) =>
    height > 0 && (
      <tr aria-hidden="true" className={styles.spacer} style={{ height }} data-spacer={position}>
        <td colSpan={columns} />
      </tr>
    );

  return (
    <div
      ref={viewportRef}
      className={styles.viewport}
      style={{ maxHeight: `${LIST_VIEWPORT_SHARE * 100}vh` }}
      tabIndex={0}
      role="group"
      aria-label={`${caption} list`}
    >
      <DataTable aria-rowcount={customers.length + 1}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Address</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">Services</th>
            {showLinkedUser && <th scope="col">Linked user</th>}
            {showActions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {spacer(spaceBefore, 'before')}
          {rows.map((row) => {
            const customer = customers[row.index];
            if (!customer) return null;
            return (
              <CustomerRow
                key={row.key}
                ref={measureRow}
                index={row.index}
                customer={customer}
                showLinkedUser={showLinkedUser}
                showActions={showActions}
                pending={pending}
                onConvert={onConvert}
                onStatusChange={onStatusChange}
              />
            );
          })}
          {spacer(spaceAfter, 'after')}
        </tbody>
      </DataTable>
    </div>
  );
});
