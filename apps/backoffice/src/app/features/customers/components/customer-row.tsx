import { memo, type Ref } from 'react';
import { ORGANIZATION_SETTINGS_MESSAGES, roleBadgeColor, type CustomerRecord, type CustomerStatus } from '@fsp/contracts';
import { Badge, type BadgeColor } from '@fsp/ui';
import { formatCreatedDate, formatCustomerAddress, formatRequestedServices } from '../utils/format-customer.js';
import { CustomerRowActions, type PendingCustomerAction } from './customer-row-actions.js';
import styles from './customer-table.module.css';

const STATUS_COLORS: Record<CustomerStatus, BadgeColor> = {
  lead: 'blue',
  active: 'green',
  paused: 'yellow',
  archived: 'gray',
};

const dash = '—';

export interface CustomerRowProps {
  ref?: Ref<HTMLTableRowElement>;
  /** Position in the section's (filtered) list, for the virtualizer and aria-rowindex. */
  index: number;
  customer: CustomerRecord;
  showLinkedUser: boolean;
  showActions: boolean;
  pending: PendingCustomerAction | null;
  onConvert(customer: CustomerRecord): void;
  onStatusChange(customer: CustomerRecord, status: CustomerStatus): void;
}

/** One customer: a table row on wide screens, a card with inline labels at 768 px and below. */
export const CustomerRow = memo(function CustomerRow({
  ref,
  index,
  customer,
  showLinkedUser,
  showActions,
  pending,
  onConvert,
  onStatusChange,
}: CustomerRowProps) {
  const services = formatRequestedServices(customer);
  const address = formatCustomerAddress(customer);
  return (
    // The header row is row 1.
    <tr ref={ref} data-index={index} aria-rowindex={index + 2} data-testid="customer-row" data-customer-id={customer.id}>
      <th scope="row" data-label="Name" className={styles.name}>
        {customer.name?.trim() || 'Unnamed'}
      </th>
      <td data-label="Email">{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : dash}</td>
      <td data-label="Phone">{customer.phone_number ? <a href={`tel:${customer.phone_number}`}>{customer.phone_number}</a> : dash}</td>
      <td data-label="Address">{address || dash}</td>
      <td data-label="Status">
        <span className={styles.statusBadges}>
          <Badge color={STATUS_COLORS[customer.status]} data-testid="customer-status">
            {customer.status}
          </Badge>
          {customer.outside_service_area && (
            <Badge color="yellow" data-testid="outside-service-area">
              {ORGANIZATION_SETTINGS_MESSAGES.outsideServiceArea}
            </Badge>
          )}
        </span>
      </td>
      <td data-label="Created">
        <time dateTime={customer.created_at}>{formatCreatedDate(customer.created_at)}</time>
      </td>
      <td data-label="Services">
        {services.length > 0 ? (
          <ul className={styles.services}>
            {services.map((service, serviceIndex) => (
              <li key={`${customer.services[serviceIndex]?.key ?? serviceIndex}`}>{service}</li>
            ))}
          </ul>
        ) : (
          dash
        )}
      </td>
      {showLinkedUser && (
        <td data-label="Linked user" data-testid="linked-user">
          <div>
            <span className={styles.linkedEmail}>{customer.user_email ?? dash}</span>
            <span className={styles.badges}>
              {customer.linked_user_role && <Badge color={roleBadgeColor(customer.linked_user_role)}>{customer.linked_user_role}</Badge>}
              {customer.linked_user_status && (
                <Badge color={customer.linked_user_status === 'active' ? 'green' : 'gray'}>{customer.linked_user_status}</Badge>
              )}
            </span>
          </div>
        </td>
      )}
      {showActions && (
        <td data-label="Actions">
          <CustomerRowActions customer={customer} pending={pending} onConvert={onConvert} onStatusChange={onStatusChange} />
        </td>
      )}
    </tr>
  );
});
