import { formatMinutes12h, hhMmToMinutes } from '@fsp/contracts';
import { serverErrorOr, useAvailableTimes, type AvailableTimesInput } from '@fsp/api-client';
import { Select } from '@fsp/ui';
import { startTimeChoices } from '../utils/occurrence-edit.js';

export interface StartTimeSelectProps {
  query: AvailableTimesInput;
  /** Off until the query is complete (e.g. no date chosen yet). */
  enabled?: boolean;
  value: string;
  onChange(time: string): void;
  /** The item's own time, kept as a choice and marked as current. */
  currentTime?: string;
  errorMessage: string;
  disabledHint?: string;
  label?: string;
}

function label12h(time: string): string {
  const minutes = hhMmToMinutes(time);
  return minutes === null ? time : formatMinutes12h(minutes);
}

/** A start time among the free ones the API offers for that day, service length and team. */
export function StartTimeSelect({ query, enabled = true, value, onChange, currentTime = '', errorMessage, disabledHint, label = 'Start time' }: StartTimeSelectProps) {
  const times = useAvailableTimes(query, { enabled, errorMessage });
  const choices = times.isSuccess ? startTimeChoices(times.data.slots, currentTime) : currentTime ? [currentTime] : [];
  const options = choices.map((time) => ({ value: time, label: time === currentTime ? `${label12h(time)} (current)` : label12h(time) }));
  const loading = enabled && times.isPending;

  let hint: string | undefined;
  if (!enabled) hint = disabledHint;
  else if (loading) hint = 'Loading available times…';
  else if (times.isSuccess && times.data.slots.length === 0) hint = 'No open start times on this day.';

  return (
    <Select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Choose a time"
      options={options}
      disabled={!enabled || loading}
      hint={hint}
      error={enabled && times.isError ? serverErrorOr(times.error, errorMessage) : undefined}
    />
  );
}
