import { SCHEDULE_PATTERN_LABELS } from '@fsp/contracts';
import { useTeams } from '@fsp/api-client';
import { longDayLabel } from '../utils/date-labels.js';
import { itemTimeRangeLabel, teamName } from '../utils/item-labels.js';
import type { ScheduleItem } from '../utils/schedule-items.js';
import styles from './schedule-dialogs.module.css';

function address(item: ScheduleItem): string | null {
  const customer = item.customer;
  if (!customer) return null;
  const cityLine = [customer.city, [customer.state, customer.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [customer.street, cityLine].filter(Boolean).join(', ') || null;
}

/** What the edit and read-only dialogs show of an item. */
export function ItemDetails({ item }: { item: ScheduleItem }) {
  const teams = useTeams();
  const rows: [string, string | null][] = [
    ['Service', item.serviceLabel],
    ['Date', longDayLabel(item.date)],
    ['Time', itemTimeRangeLabel(item)],
    ['Duration', `${item.durationMinutes} min`],
    ['Pattern', SCHEDULE_PATTERN_LABELS[item.pattern]],
    ['Team', teamName(item.teamId, teams.data ?? []) ?? 'No team'],
    ['Address', address(item)],
    ['Phone', item.customer?.phone_number ?? null],
    ['Notes', item.notes],
    ['Moved from', item.rescheduledFrom ? longDayLabel(item.rescheduledFrom) : null],
  ];
  return (
    <dl className={styles.details}>
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term} className={styles.detail}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
