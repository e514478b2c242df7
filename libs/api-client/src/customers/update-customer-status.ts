import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, type CustomerStatus, type UpdateCustomerStatusRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import type { CustomerRoute } from './convert-customer.js';
import { firstRouteThatAnswers } from './first-route-that-answers.js';
import { ownerCustomersQueryKey } from './get-owner-customers.js';

export interface UpdateCustomerStatusInput {
  id: string;
  status: CustomerStatus;
}

/** Tried in this order (part 2 §7). */
export function updateCustomerStatusRoutes({ id, status }: UpdateCustomerStatusInput): CustomerRoute[] {
  const segment = encodeURIComponent(id);
  const body: UpdateCustomerStatusRequest = { status };
  return [
    { method: 'POST', path: `/api/owner/customers/${segment}/status`, body },
    { method: 'POST', path: `/api/owner/leads/${segment}/status`, body },
    { method: 'PUT', path: `/api/owner/customers/${segment}`, body },
  ];
}

export function updateCustomerStatus(api: ApiClient, input: UpdateCustomerStatusInput): Promise<unknown> {
  const errorMessage = input.status === 'archived' ? CUSTOMER_MESSAGES.failedToArchive : CUSTOMER_MESSAGES.failedToUpdateStatus;
  return firstRouteThatAnswers(updateCustomerStatusRoutes(input), (route) => api.request<unknown>({ ...route, errorMessage }));
}

/** The customers list reloads after every attempt, successful or not. */
export function useUpdateCustomerStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCustomerStatusInput) => updateCustomerStatus(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerCustomersQueryKey }),
  });
}
