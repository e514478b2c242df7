import { formatPrice, type CustomerRecord } from '@fsp/contracts';

/** "1 Main St, Raleigh, NC 27601", leaving out whatever is missing. */
export function formatCustomerAddress(customer: Pick<CustomerRecord, 'street' | 'city' | 'state' | 'zip'>): string {
  const stateZip = [customer.state, customer.zip].filter((part) => part?.trim()).join(' ');
  return [customer.street, customer.city, stateZip].filter((part) => part?.trim()).join(', ');
}

/** "Lawn mowing ($45.00 USD)" for each requested service. */
export function formatRequestedServices(customer: Pick<CustomerRecord, 'services'>): string[] {
  return customer.services.map((service) => `${service.label} (${formatPrice(service.price_cents)})`);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function formatCreatedDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : dateFormat.format(date);
}
