import { useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_MESSAGES,
  DEFAULT_CUSTOMER_STATUS,
  isCustomerStatus,
  type AvailableDay,
  type CustomerRecord,
  type SelectedService,
} from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';

export const OWNER_CUSTOMERS_PATH = '/api/owner/customers';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function isSelectedService(value: unknown): value is SelectedService {
  return isObject(value) && typeof value['key'] === 'string' && typeof value['label'] === 'string' && typeof value['price_cents'] === 'number';
}

function isAvailableDay(value: unknown): value is AvailableDay {
  return isObject(value) && typeof value['day'] === 'string' && typeof value['start'] === 'string' && typeof value['end'] === 'string';
}

/**
 * One row of the list, read the way part 2 §3 allows: `id` or `customer_id`, the address at the top level or
 * nested under `address`, status defaulting to lead. Null when the row has no id or an unknown status.
 */
export function readCustomerRecord(value: unknown): CustomerRecord | null {
  if (!isObject(value)) return null;
  const id = text(value['id']) ?? text(value['customer_id']);
  const status = value['status'] ?? DEFAULT_CUSTOMER_STATUS;
  if (!id || !isCustomerStatus(status)) return null;
  const address = isObject(value['address']) ? value['address'] : {};
  const addressPart = (key: 'street' | 'city' | 'state' | 'zip') => text(value[key]) ?? text(address[key]);
  const services = Array.isArray(value['services']) ? value['services'].filter(isSelectedService) : [];
  const availableDays = Array.isArray(value['available_days']) ? value['available_days'].filter(isAvailableDay) : [];
  return {
    id,
    customer_id: id,
    created_at: text(value['created_at']) ?? '',
    name: text(value['name']),
    email: text(value['email']),
    phone_number: text(value['phone_number']),
    street: addressPart('street'),
    city: addressPart('city'),
    state: addressPart('state'),
    zip: addressPart('zip'),
    status,
    organization_id: text(value['organization_id']) ?? '',
    services,
    available_days: availableDays,
    user_id: text(value['user_id']),
    user_email: text(value['user_email']),
    user_phone: text(value['user_phone']),
    user_name: text(value['user_name']),
    linked_user_id: text(value['linked_user_id']),
    linked_user_role: text(value['linked_user_role']),
    outside_service_area: value['outside_service_area'] === true,
    linked_user_status: text(value['linked_user_status']),
  };
}

export async function getOwnerCustomers(api: ApiClient): Promise<CustomerRecord[]> {
  const body = await api.request<unknown>({ path: OWNER_CUSTOMERS_PATH, errorMessage: CUSTOMER_MESSAGES.failedToLoad });
  const records = Array.isArray(body) ? body.map(readCustomerRecord) : null;
  if (!records || records.some((record) => record === null)) throw new Error(`Unexpected response from GET ${OWNER_CUSTOMERS_PATH}`);
  return records.filter((record): record is CustomerRecord => record !== null);
}

export const ownerCustomersQueryKey = ['owner', 'customers'] as const;

export function useOwnerCustomers() {
  const api = useApi();
  return useQuery({ queryKey: ownerCustomersQueryKey, queryFn: () => getOwnerCustomers(api) });
}
