import { centsToPriceInput } from '@fsp/contracts';

/** 1250 → "$12.50". */
export function formatServicePrice(cents: number): string {
  return `$${centsToPriceInput(cents)}`;
}

export function formatServiceMinutes(minutes: number | null): string {
  return minutes === null ? 'Time not set' : `${minutes} min`;
}

export function formatCrewSize(crew: number | null): string {
  if (crew === null) return 'Not set';
  return crew === 1 ? '1 crew member' : `${crew} crew members`;
}
