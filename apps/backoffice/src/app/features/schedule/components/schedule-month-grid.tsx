import { VisuallyHidden } from '@fsp/ui';
import { dayOfMonth, longDayLabel } from '../utils/date-labels.js';
import { itemsByDay, type ScheduleItem } from '../utils/schedule-items.js';
import { monthWeeks } from '../utils/schedule-range.js';
import { ScheduleItemButton } from './schedule-item-button.js';
import styles from './schedule-views.module.css';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface ScheduleMonthGridProps {
  /** Any day of the month shown. */
  month: string;
  days: readonly string[];
  items: readonly ScheduleItem[];
  today: string;
  onOpen(item: ScheduleItem): void;
}

/** The month as a calendar: each day lists its items in time order, Unscheduled ones last. */
export function ScheduleMonthGrid({ month, days, items, today, onOpen }: ScheduleMonthGridProps) {
  const byDay = itemsByDay(items, days);
  return (
    <div className={styles.scroller}>
      <table className={styles.month}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) =>
                day === null ? (
                  <td key={`empty-${index}`} className={styles.outsideDay} />
                ) : (
                  <td key={day} className={styles.monthDay} aria-current={day === today ? 'date' : undefined}>
                    <span className={styles.dayNumber} aria-hidden="true">
                      {dayOfMonth(day)}
                    </span>
                    <VisuallyHidden>{longDayLabel(day)}</VisuallyHidden>
                    <ul className={styles.monthItems}>
                      {(byDay.get(day) ?? []).map((item) => (
                        <li key={item.key}>
                          <ScheduleItemButton item={item} variant="compact" onOpen={onOpen} />
                        </li>
                      ))}
                    </ul>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
