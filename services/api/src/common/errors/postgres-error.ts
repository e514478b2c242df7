import { QueryFailedError } from 'typeorm';

export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof QueryFailedError) {
    return (error.driverError as { code?: unknown } | undefined)?.code === UNIQUE_VIOLATION;
  }
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
