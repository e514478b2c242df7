import { QueryFailedError } from 'typeorm';

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Text PostgreSQL refuses as a value: a NUL character (22021) or text that is not a value of the column's type,
 * e.g. a malformed uuid (22P02). Both come from what the client sent, never from the API itself.
 */
const UNUSABLE_INPUT = new Set(['22021', '22P02']);

function postgresCode(error: unknown): unknown {
  if (error instanceof QueryFailedError) return (error.driverError as { code?: unknown } | undefined)?.code;
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === UNIQUE_VIOLATION;
}

/** A row refers to one another request removed meanwhile (e.g. a member added to a team being deleted). */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresCode(error) === FOREIGN_KEY_VIOLATION;
}

export function isUnusableInput(error: unknown): boolean {
  const code = postgresCode(error);
  return typeof code === 'string' && UNUSABLE_INPUT.has(code);
}
