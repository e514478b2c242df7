import type { CustomerRecord, CustomerStatus } from './customers.js';

/** Words of the Customers screen (part 2 §2 "Customers", §8 "Customers"). */
export const CUSTOMER_MESSAGES = {
  failedToLoad: 'Failed to load customers',
  converted: 'Lead converted to user and activated.',
  convertForbidden: 'Owner/Manager role required to convert leads',
  updateStatusForbidden: 'Owner/Manager role required to update status',
  archiveForbidden: 'Owner/Manager role required to archive',
  failedToConvert: 'Failed to convert lead',
  failedToUpdateStatus: 'Failed to update status',
  failedToArchive: 'Failed to archive customer',
  provisionOnConvert: 'Provision identity-provider account on convert',
} as const;

/** The API's refusals on customers that the spec does not word. */
export const CUSTOMER_API_ERRORS = {
  customerNotFound: 'Customer not found',
  convertNeedsEmail: 'This lead has no e-mail address. Add one before converting it to a user.',
  alreadyConverted: 'This customer is already linked to a user',
  onlyLeadsConvert: 'Only leads can be converted to users',
  emailInOtherOrganization: 'This e-mail address belongs to a user of another organization',
  emailBelongsToStaff: 'This e-mail address belongs to a staff account, not a customer',
  statusChangedMeanwhile: "This customer's status changed meanwhile. Reload and try again.",
  invalidStatus: 'Status must be one of lead, active, paused, archived',
  provisionAuth0MustBeBoolean: 'provision_auth0 must be true or false',
} as const;

export function invalidCustomerTransitionMessage(from: CustomerStatus, to: CustomerStatus): string {
  return from === to ? `This customer is already ${from}` : `A customer cannot move from ${from} to ${to}`;
}

/** The 403 text for a status change: archiving has its own wording (part 2 §8). */
export function customerStatusForbiddenMessage(target: unknown): string {
  return target === 'archived' ? CUSTOMER_MESSAGES.archiveForbidden : CUSTOMER_MESSAGES.updateStatusForbidden;
}

/** Body of POST /api/owner/customers/{id}/convert; `id` is only read by the fallback route without one in the path. */
export interface ConvertCustomerRequest {
  provision_auth0: boolean;
  id?: string;
}

export interface ConvertCustomerResponse {
  ok: true;
  customer: CustomerRecord;
  /** True when the account at the identity provider was ensured and bound to the user. */
  provisioned: boolean;
}

/** Body of POST /api/owner/customers/{id}/status. */
export interface UpdateCustomerStatusRequest {
  status: CustomerStatus;
}

export interface UpdateCustomerStatusResponse {
  ok: true;
  customer: CustomerRecord;
}
