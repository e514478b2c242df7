import { minutesToHhMm } from '@fsp/contracts';
import type { ScheduleItem } from './schedule-items.js';

/** What the edit dialog's selects hold: '' means no time / no team chosen. */
export interface OccurrenceEditChoice {
  time: string;
  teamId: string;
}

export type OccurrenceSavePlan =
  /** Neither a time nor a team is chosen: Save is disabled (part 2 §5). */
  | { kind: 'disabled' }
  /** The choice is what the item already has: "Nothing to save". */
  | { kind: 'unchanged' }
  /** Only what changed is sent; a team set back to none is null. */
  | { kind: 'save'; startTime?: string; teamId?: string | null };

export function currentChoice(item: Pick<ScheduleItem, 'startMinutes' | 'teamId'>): OccurrenceEditChoice {
  return { time: item.startMinutes === null ? '' : minutesToHhMm(item.startMinutes), teamId: item.teamId ?? '' };
}

export function occurrenceSavePlan(item: Pick<ScheduleItem, 'startMinutes' | 'teamId'>, choice: OccurrenceEditChoice): OccurrenceSavePlan {
  if (choice.time === '' && choice.teamId === '') return { kind: 'disabled' };
  const current = currentChoice(item);
  const timeChanged = choice.time !== '' && choice.time !== current.time;
  const teamChanged = choice.teamId !== current.teamId;
  if (!timeChanged && !teamChanged) return { kind: 'unchanged' };
  return {
    kind: 'save',
    ...(timeChanged ? { startTime: choice.time } : {}),
    ...(teamChanged ? { teamId: choice.teamId || null } : {}),
  };
}

/** The free times to offer, with the item's own time kept as a choice even when the read does not list it. */
export function startTimeChoices(slots: readonly string[], currentTime: string): string[] {
  const choices = new Set(slots);
  if (currentTime) choices.add(currentTime);
  return [...choices].sort();
}
