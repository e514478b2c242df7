import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, type ConvertCustomerRequest } from '@fsp/contracts';
import type { HttpMethod } from '../api-request.js';
import { useApi, type ApiClient } from '../use-api.js';
import { firstRouteThatAnswers } from './first-route-that-answers.js';
import { ownerCustomersQueryKey } from './get-owner-customers.js';

export interface ConvertCustomerInput {
  id: string;
  provision_auth0: boolean;
}

export interface CustomerRoute {
  method: HttpMethod;
  path: string;
  body: unknown;
}

/** Tried in this order (part 2 §7), so the screen also works against APIs that only know an older route. */
export function convertCustomerRoutes({ id, provision_auth0 }: ConvertCustomerInput): CustomerRoute[] {
  const segment = encodeURIComponent(id);
  const body: ConvertCustomerRequest = { provision_auth0 };
  return [
    { method: 'POST', path: `/api/owner/customers/${segment}/convert`, body },
    { method: 'POST', path: `/api/owner/leads/${segment}/convert`, body },
    { method: 'POST', path: '/api/owner/customers/convert', body: { ...body, id } satisfies ConvertCustomerRequest },
    { method: 'POST', path: `/api/owner/leads/${segment}/to-user`, body },
  ];
}

/** Resolves with the answering route's body; rejects with the ApiError that explains the failure best. */
export function convertCustomer(api: ApiClient, input: ConvertCustomerInput): Promise<unknown> {
  return firstRouteThatAnswers(convertCustomerRoutes(input), (route) =>
    api.request<unknown>({ ...route, errorMessage: CUSTOMER_MESSAGES.failedToConvert }),
  );
}

/** The customers list reloads after every attempt, successful or not. */
export function useConvertCustomer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConvertCustomerInput) => convertCustomer(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerCustomersQueryKey }),
  });
}
