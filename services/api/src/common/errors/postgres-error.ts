import { QueryFailedError } from 'typeorm';

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A number too large for its column or for the arithmetic asked of it (e.g. OFFSET from a huge page). */
export const NUMERIC_VALUE_OUT_OF_RANGE = '22003';
/** The statement ran longer than `statement_timeout` (or was cancelled). */
export const QUERY_CANCELED = '57014';

/**
 * The server cannot be reached or is going away: connection exceptions (class 08), shutdowns (57P01-57P03),
 * and the socket errors of a server that is down. They say nothing about the request: try again later.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/** node-postgres reports a lost or never-made connection with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function driverErrorOf(error: unknown): unknown {
  return error instanceof QueryFailedError ? error.driverError : error;
}

function postgresCode(error: unknown): unknown {
  const driverError = driverErrorOf(error);
  return typeof driverError === 'object' && driverError !== null ? (driverError as { code?: unknown }).code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === UNIQUE_VIOLATION;
}

/** A row refers to one another request removed meanwhile (e.g. a member added to a team being deleted). */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresCode(error) === FOREIGN_KEY_VIOLATION;
}

/**
 * A data exception (class 22): a value PostgreSQL cannot take, e.g. a NUL character (22021), text that is not a
 * value of the column's type such as a malformed uuid (22P02), a date out of range (22007, 22008) or a number
 * too large (22003). The API checks what it can; what slips through came from the client, so it is a 400.
 */
export function isUnusableInput(error: unknown): boolean {
  const code = postgresCode(error);
  return typeof code === 'string' && code.length === 5 && code.startsWith('22');
}

export function isNumberOutOfRange(error: unknown): boolean {
  return postgresCode(error) === NUMERIC_VALUE_OUT_OF_RANGE;
}

export function isStatementTimeout(error: unknown): boolean {
  return postgresCode(error) === QUERY_CANCELED;
}

/** The database is down, restarting or unreachable (not a fault of the request). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = postgresCode(error);
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
  const driverError = driverErrorOf(error);
  const message = driverError instanceof Error ? driverError.message : '';
  return UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known));
}
