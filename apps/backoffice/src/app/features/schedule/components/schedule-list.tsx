import { useTeams } from '@fsp/api-client';
import { EmptyState } from '@fsp/ui';
import { longDayLabel } from '../utils/date-labels.js';
import { itemAccessibleName, itemTimeLabel, teamName } from '../utils/item-labels.js';
import { itemsByDay, type ScheduleItem } from '../utils/schedule-items.js';
import styles from './schedule-views.module.css';

export interface ScheduleListProps {
  days: readonly string[];
  items: readonly ScheduleItem[];
  onOpen(item: ScheduleItem): void;
}

export const EMPTY_RANGE_MESSAGE = 'No scheduled items in this range';

/** The List view: the range's items by date, in time order, with time, customer or title, service and team. */
export function ScheduleList({ days, items, onOpen }: ScheduleListProps) {
  const teams = useTeams();
  const byDay = itemsByDay(items, days);
  const busyDays = days.filter((day) => (byDay.get(day) ?? []).length > 0);
  if (busyDays.length === 0) return <EmptyState title={EMPTY_RANGE_MESSAGE} />;

  return (
    <div className={styles.list}>
      {busyDays.map((day) => (
        <section key={day} className={styles.listDay} aria-label={longDayLabel(day)}>
          <h3 className={styles.listDate}>{longDayLabel(day)}</h3>
          <ul className={styles.listItems}>
            {(byDay.get(day) ?? []).map((item) => {
              const team = teamName(item.teamId, teams.data ?? []);
              return (
                <li key={item.key}>
                  <button
                    type="button"
                    className={styles.listRow}
                    data-kind={item.kind}
                    aria-label={itemAccessibleName(item)}
                    onClick={() => onOpen(item)}
                  >
                    <span className={styles.listTime} data-unscheduled={item.startMinutes === null || undefined}>
                      {itemTimeLabel(item)}
                    </span>
                    <span className={styles.listTitle}>{item.title}</span>
                    <span className={styles.listService}>{item.serviceLabel}</span>
                    <span className={styles.listTeam}>{team ?? 'No team'}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
