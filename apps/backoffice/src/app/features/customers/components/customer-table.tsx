import { ORGANIZATION_SETTINGS_MESSAGES, roleBadgeColor, type CustomerRecord, type CustomerStatus } from '@fsp/contracts';
import { Badge, DataTable, VisuallyHidden, type BadgeColor } from '@fsp/ui';
import { formatCreatedDate, formatCustomerAddress, formatRequestedServices } from '../utils/format-customer.js';
import { CustomerRowActions, type PendingCustomerAction } from './customer-row-actions.js';
import styles from './customer-table.module.css';

const STATUS_COLORS: Record<CustomerStatus, BadgeColor> = {
  lead: 'blue',
  active: 'green',
  paused: 'yellow',
  archived: 'gray',
};

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

const dash = '—';

/** A table on wide screens; at 768 px and below each row becomes a card with its labels inline. */
export function CustomerTable({ caption, customers, showLinkedUser, showActions, pending, onConvert, onStatusChange }: CustomerTableProps) {
  return (
    <DataTable>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
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
      <tbody>
        {customers.map((customer) => {
          const services = formatRequestedServices(customer);
          const address = formatCustomerAddress(customer);
          return (
            <tr key={customer.id} data-testid="customer-row" data-customer-id={customer.id}>
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
                    {services.map((service, index) => (
                      <li key={`${customer.services[index]?.key ?? index}`}>{service}</li>
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
                      {customer.linked_user_role && (
                        <Badge color={roleBadgeColor(customer.linked_user_role)}>{customer.linked_user_role}</Badge>
                      )}
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
        })}
      </tbody>
    </DataTable>
  );
}
