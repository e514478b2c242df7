import { API_ERRORS } from '@fsp/contracts';
import { HttpException, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { fastifyRefusalOf } from './fastify-error.js';
import {
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isNumberOutOfRange,
  isStatementTimeout,
  isUniqueViolation,
  isUnusableInput,
} from './postgres-error.js';
import { ProviderFailureException } from './provider-failure.exception.js';

export interface ErrorResponse {
  status: number;
  message: string;
  /** Only unexpected errors are logged with their stack; refusals are ordinary traffic. */
  unexpected: boolean;
}

/** The answer to input no rule names, e.g. text with a NUL character that PostgreSQL cannot store. */
export const INVALID_REQUEST = 'Invalid request';

/** Nest's router answers unknown routes with "Cannot GET /path"; the API says "Not found" like any missing row. */
const ROUTE_NOT_FOUND = /^Cannot [A-Z]+ /;

function messageOf(exception: HttpException): string | null {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return null;
}

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  [HttpStatus.UNAUTHORIZED]: API_ERRORS.unauthenticated,
  [HttpStatus.FORBIDDEN]: API_ERRORS.forbidden,
  [HttpStatus.NOT_FOUND]: API_ERRORS.notFound,
  [HttpStatus.CONFLICT]: API_ERRORS.conflict,
  [HttpStatus.TOO_MANY_REQUESTS]: API_ERRORS.tooManyRequests,
};

/** Maps anything thrown while handling a request to the status and `{ error }` message the client sees. */
export function errorResponseFor(exception: unknown): ErrorResponse {
  if (isUniqueViolation(exception)) {
    return { status: HttpStatus.CONFLICT, message: API_ERRORS.conflict, unexpected: false };
  }
  if (isForeignKeyViolation(exception)) {
    return { status: HttpStatus.CONFLICT, message: API_ERRORS.referenceGone, unexpected: false };
  }
  if (isNumberOutOfRange(exception)) return { status: HttpStatus.BAD_REQUEST, message: API_ERRORS.numberOutOfRange, unexpected: false };
  if (isUnusableInput(exception)) return { status: HttpStatus.BAD_REQUEST, message: INVALID_REQUEST, unexpected: false };
  // Logged: a statement that outran the timeout, or a database that went away, is worth an operator's look.
  if (isStatementTimeout(exception)) return { status: HttpStatus.SERVICE_UNAVAILABLE, message: API_ERRORS.databaseTimeout, unexpected: true };
  if (isDatabaseUnavailable(exception)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, message: API_ERRORS.databaseUnavailable, unexpected: true };
  }
  const refusal = fastifyRefusalOf(exception);
  if (refusal) return { ...refusal, unexpected: false };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // 502 and 503 the API raised itself carry words written for the user (e.g. sign-in keys unreachable).
    if (exception instanceof ProviderFailureException || exception instanceof ServiceUnavailableException) {
      return { status, message: messageOf(exception) ?? API_ERRORS.internal, unexpected: false };
    }
    if (status >= 500) return { status, message: API_ERRORS.internal, unexpected: true };
    if (status === HttpStatus.TOO_MANY_REQUESTS) {
      // The API's own limits say which budget ran out (libs/contracts); anything else gets the generic words.
      const own = messageOf(exception);
      const message = own && (Object.values(API_ERRORS) as string[]).includes(own) ? own : API_ERRORS.tooManyRequests;
      return { status, message, unexpected: false };
    }
    const message = messageOf(exception);
    const usable = message && !(status === HttpStatus.NOT_FOUND && ROUTE_NOT_FOUND.test(message));
    return { status, message: usable ? message : (STATUS_MESSAGES[status] ?? API_ERRORS.internal), unexpected: false };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: API_ERRORS.internal, unexpected: true };
}
