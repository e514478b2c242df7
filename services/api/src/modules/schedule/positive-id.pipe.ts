import { API_ERRORS } from '@fsp/contracts';
import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** Rule and misc event ids are PostgreSQL integers: a larger id cannot exist, and must not reach a query as a 500. */
export const LARGEST_ID = 2_147_483_647;

/** A whole number from 1 to LARGEST_ID. */
export function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LARGEST_ID;
}

/**
 * The rule or misc event id in a path, for reads, writes and invoices alike: digits making a positive 32-bit
 * integer, else 400 "Invalid id" (0, a sign, a fraction, too many digits). Whether the row exists is the service's 404.
 */
@Injectable()
export class PositiveIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!isPositiveId(id)) throw new BadRequestException(API_ERRORS.invalidId);
    return id;
  }
}
