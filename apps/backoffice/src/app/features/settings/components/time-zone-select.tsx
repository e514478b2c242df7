import { memo, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { Select } from '@fsp/ui';
import { timeZoneChoices, timeZoneLabel } from '../utils/time-zones.js';

export interface TimeZoneSelectProps {
  label: string;
  value: string;
  onChange(zone: string): void;
  /** A first, empty choice (the user's "use the default"); without it a zone must be chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * An IANA time zone from the browser's list (or a fallback list); the current one stays offered. Memoized: its
 * hundreds of options are rebuilt only when its own props change, not on every keystroke elsewhere in the form.
 */
export const TimeZoneSelect = memo(function TimeZoneSelect({ label, value, onChange, placeholder, hint, error }: TimeZoneSelectProps) {
  const options = useMemo(() => timeZoneChoices(value).map((zone) => ({ value: zone, label: timeZoneLabel(zone) })), [value]);
  return (
    <Select
      label={label}
      options={options}
      placeholder={placeholder}
      value={value}
      hint={hint}
      error={error}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
    />
  );
});
