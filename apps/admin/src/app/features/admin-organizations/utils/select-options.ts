import { INVOICE_DUE_DAY_MAX, INVOICE_DUE_DAY_MIN } from '@fsp/contracts';
import type { SelectOption } from '@fsp/ui';

let knownTimeZones: SelectOption[] | null = null;

/** Every IANA time zone the browser knows, plus `current` when it does not know that one. */
export function timeZoneOptions(current: string): SelectOption[] {
  knownTimeZones ??= Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
  return current && !knownTimeZones.some((option) => option.value === current)
    ? [{ value: current, label: current.replace(/_/g, ' ') }, ...knownTimeZones]
    : knownTimeZones;
}

export const INVOICE_DUE_DAY_OPTIONS: SelectOption[] = Array.from({ length: INVOICE_DUE_DAY_MAX - INVOICE_DUE_DAY_MIN + 1 }, (_, index) => {
  const day = String(INVOICE_DUE_DAY_MIN + index);
  return { value: day, label: day };
});
