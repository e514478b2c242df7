import { DEFAULT_SERVICE_MINUTES } from '@fsp/contracts';

/** How long a visit of a service lasts: its estimate, or the default when it has none (part 2 §9). */
export function visitMinutes(estimatedMinutes: number | null): number {
  return estimatedMinutes !== null && estimatedMinutes > 0 ? estimatedMinutes : DEFAULT_SERVICE_MINUTES;
}
