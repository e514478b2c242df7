import type { CustomerRecord } from '@fsp/contracts';
import type { User } from '../users/entities/user.entity.js';
import type { Customer } from './entities/customer.entity.js';

/** A customer row with the app user it was converted to. */
export function toCustomerRecord(customer: Customer, linkedUser: User | null): CustomerRecord {
  const user = linkedUser && linkedUser.id === customer.userId ? linkedUser : null;
  return {
    id: customer.id,
    customer_id: customer.id,
    created_at: customer.createdAt.toISOString(),
    name: customer.name,
    email: customer.email,
    phone_number: customer.phoneNumber,
    street: customer.street,
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    status: customer.status,
    organization_id: customer.organizationId,
    services: customer.services,
    available_days: customer.availableDays,
    user_id: customer.userId,
    user_email: user?.email ?? null,
    user_phone: user?.phoneNumber ?? null,
    user_name: user?.name ?? null,
    linked_user_id: user?.id ?? null,
    linked_user_role: user?.role ?? null,
    outside_service_area: customer.outsideServiceArea,
    linked_user_status: user?.status ?? null,
  };
}
