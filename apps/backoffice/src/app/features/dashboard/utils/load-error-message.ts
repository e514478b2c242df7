import { DASHBOARD_MESSAGES, SCHEDULE_MESSAGES } from '@fsp/contracts';
import { isApiError, serverErrorOr } from '@fsp/api-client';

/** A refused read shows the role message (part 1 §6, §8); anything else the server's error or the dashboard's default. */
export function scheduleLoadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 403) return error.serverMessage ?? SCHEDULE_MESSAGES.viewForbidden;
  return serverErrorOr(error, DASHBOARD_MESSAGES.failedToLoad);
}
