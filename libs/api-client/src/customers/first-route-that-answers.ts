import { ApiError, isApiError } from '../api-error.js';

/**
 * Statuses that send a call on to its next fallback route (part 2 §7): the route is missing (404, 405) or
 * this server version rejects its shape or caller there (400, 403) while another route may accept it.
 */
export const FALLBACK_STATUSES: readonly number[] = [404, 400, 405, 403];

export function movesToNextRoute(error: unknown): error is ApiError {
  return isApiError(error) && FALLBACK_STATUSES.includes(error.status);
}

/** 404 and 405 mostly say "no such route here", so they explain a failed chain less than any other refusal. */
function isRouteMissing(error: ApiError): boolean {
  return error.status === 404 || error.status === 405;
}

/**
 * The failure to report when every route refused: the first one that is not a missing route (e.g. the 403 or
 * 400 of the current API, before older routes answered 404), else the first one.
 */
export function reportedFailure(failures: readonly ApiError[]): ApiError {
  const reported = failures.find((failure) => !isRouteMissing(failure)) ?? failures[0];
  if (!reported) throw new Error('reportedFailure needs at least one failure');
  return reported;
}

/**
 * Sends `routes` in order through `send` until one succeeds. A failure with a FALLBACK_STATUSES status moves
 * on to the next route; any other failure stops the chain and is thrown as is.
 */
export async function firstRouteThatAnswers<Route, Result>(
  routes: readonly Route[],
  send: (route: Route) => Promise<Result>,
): Promise<Result> {
  if (routes.length === 0) throw new Error('firstRouteThatAnswers needs at least one route');
  const failures: ApiError[] = [];
  for (const route of routes) {
    try {
      return await send(route);
    } catch (error) {
      if (!movesToNextRoute(error)) throw error;
      failures.push(error);
    }
  }
  throw reportedFailure(failures);
}
