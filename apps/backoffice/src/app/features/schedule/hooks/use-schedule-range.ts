import { useMemo, useState } from 'react';
import { scheduleRange, shiftAnchor, type ScheduleRange, type ScheduleView } from '../utils/schedule-range.js';

export interface ScheduleRangeState {
  view: ScheduleView;
  range: ScheduleRange;
  setView(view: ScheduleView): void;
  previous(): void;
  next(): void;
  /** Back to the range that starts (or, for a month, holds) the organization's today. */
  goToToday(): void;
}

/** The shown range, starting at the organization's today (part 2 §2 "Schedule"). */
export function useScheduleRange(today: string): ScheduleRangeState {
  const [view, setView] = useState<ScheduleView>('week');
  const [anchor, setAnchor] = useState(today);
  const range = useMemo(() => scheduleRange(view, anchor), [view, anchor]);
  return {
    view,
    range,
    setView,
    previous: () => setAnchor((current) => shiftAnchor(view, current, -1)),
    next: () => setAnchor((current) => shiftAnchor(view, current, 1)),
    goToToday: () => setAnchor(today),
  };
}
