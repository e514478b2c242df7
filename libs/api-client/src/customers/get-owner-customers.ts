import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, isCustomerStatus, type CustomerRecord } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';

export const OWNER_CUSTOMERS_PATH = '/api/owner/customers';

const nullableString = (value: unknown): boolean => value === null || typeof value === 'string';

export function isCustomerRecord(value: unknown): value is CustomerRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Record<keyof CustomerRecord, unknown>>;
  return (
    typeof record.id === 'string' &&
    typeof record.created_at === 'string' &&
    isCustomerStatus(record.status) &&
    Array.isArray(record.services) &&
    Array.isArray(record.available_days) &&
    nullableString(record.name) &&
    nullableString(record.email) &&
    nullableString(record.phone_number) &&
    nullableString(record.user_id) &&
    nullableString(record.linked_user_id)
  );
}

export async function getOwnerCustomers(api: ApiClient): Promise<CustomerRecord[]> {
  const body = await api.request<unknown>({ path: OWNER_CUSTOMERS_PATH, errorMessage: CUSTOMER_MESSAGES.failedToLoad });
  if (!Array.isArray(body) || !body.every(isCustomerRecord)) throw new Error(`Unexpected response from GET ${OWNER_CUSTOMERS_PATH}`);
  return body;
}

export const ownerCustomersQueryKey = ['owner', 'customers'] as const;

export function useOwnerCustomers() {
  const api = useApi();
  return useQuery({ queryKey: ownerCustomersQueryKey, queryFn: () => getOwnerCustomers(api) });
}
