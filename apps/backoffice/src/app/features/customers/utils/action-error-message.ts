import { CUSTOMER_MESSAGES } from '@fsp/contracts';
import { isApiError, serverErrorOr } from '@fsp/api-client';

export type CustomerAction = 'convert' | 'update-status' | 'archive';

const FORBIDDEN: Record<CustomerAction, string> = {
  convert: CUSTOMER_MESSAGES.convertForbidden,
  'update-status': CUSTOMER_MESSAGES.updateStatusForbidden,
  archive: CUSTOMER_MESSAGES.archiveForbidden,
};

const FAILED: Record<CustomerAction, string> = {
  convert: CUSTOMER_MESSAGES.failedToConvert,
  'update-status': CUSTOMER_MESSAGES.failedToUpdateStatus,
  archive: CUSTOMER_MESSAGES.failedToArchive,
};

/** Part 2 §8: a 403 has its own wording; otherwise the server's error, else the action's default. */
export function customerActionErrorMessage(error: unknown, action: CustomerAction): string {
  if (isApiError(error) && error.status === 403) return FORBIDDEN[action];
  return serverErrorOr(error, FAILED[action]);
}
