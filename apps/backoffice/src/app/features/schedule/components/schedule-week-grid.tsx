import { formatMinutes12h, SCHEDULE_MESSAGES } from '@fsp/contracts';
import { shortDayLabel } from '../utils/date-labels.js';
import { itemsByDay, type ScheduleItem } from '../utils/schedule-items.js';
import { gridHours, hourRows, placeDayItems } from '../utils/week-grid-layout.js';
import { ScheduleItemButton } from './schedule-item-button.js';
import styles from './schedule-views.module.css';

export interface ScheduleWeekGridProps {
  days: readonly string[];
  items: readonly ScheduleItem[];
  today: string;
  onOpen(item: ScheduleItem): void;
}

/** The 7-day grid: hour rows (08:00–17:00, widened for earlier or later items), Unscheduled items on top of each day. */
export function ScheduleWeekGrid({ days, items, today, onOpen }: ScheduleWeekGridProps) {
  const byDay = itemsByDay(items, days);
  const hours = gridHours(items);
  const rows = hourRows(hours);
  const hasUnscheduled = items.some((item) => item.startMinutes === null);

  return (
    <div className={styles.scroller}>
      <div className={styles.weekGrid} style={{ gridTemplateColumns: `4.5rem repeat(${days.length}, minmax(7.5rem, 1fr))` }}>
        <div className={styles.corner} />
        {days.map((day) => (
          <div key={day} className={styles.dayHeader} aria-current={day === today ? 'date' : undefined}>
            {shortDayLabel(day)}
          </div>
        ))}

        {hasUnscheduled && (
          <>
            <div className={styles.rowLabel}>{SCHEDULE_MESSAGES.unscheduled}</div>
            {days.map((day) => (
              <ul key={day} className={styles.unscheduledCell} aria-label={`${SCHEDULE_MESSAGES.unscheduled}, ${shortDayLabel(day)}`}>
                {(byDay.get(day) ?? [])
                  .filter((item) => item.startMinutes === null)
                  .map((item) => (
                    <li key={item.key}>
                      <ScheduleItemButton item={item} variant="block" onOpen={onOpen} />
                    </li>
                  ))}
              </ul>
            ))}
          </>
        )}

        <div className={styles.hourLabels} aria-hidden="true">
          {rows.map((minutes) => (
            <div key={minutes} className={styles.hourLabel}>
              {formatMinutes12h(minutes)}
            </div>
          ))}
        </div>
        {days.map((day) => (
          <ul
            key={day}
            className={styles.dayColumn}
            style={{ height: `calc(${rows.length} * var(--schedule-hour-height))` }}
            aria-label={shortDayLabel(day)}
          >
            {placeDayItems(byDay.get(day) ?? [], hours).map(({ item, topPercent, heightPercent, lane, lanes }) => (
              <li
                key={item.key}
                className={styles.placed}
                style={{
                  top: `${topPercent}%`,
                  height: `${heightPercent}%`,
                  left: `${(lane / lanes) * 100}%`,
                  width: `${100 / lanes}%`,
                }}
              >
                <ScheduleItemButton item={item} variant="block" onOpen={onOpen} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
