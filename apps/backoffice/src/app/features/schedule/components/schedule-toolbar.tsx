import { Button } from '@fsp/ui';
import type { ScheduleRangeState } from '../hooks/use-schedule-range.js';
import { monthLabel, rangeLabel } from '../utils/date-labels.js';
import { SCHEDULE_VIEW_LABELS, type ScheduleView } from '../utils/schedule-range.js';
import { TeamSelect } from './team-select.js';
import styles from './schedule-views.module.css';

export type ScheduleLayout = 'grid' | 'list';

const LAYOUT_LABELS: Readonly<Record<ScheduleLayout, string>> = { grid: 'Grid', list: 'List' };

export interface ScheduleToolbarProps {
  layout: ScheduleLayout;
  onLayout(layout: ScheduleLayout): void;
  range: ScheduleRangeState;
  teamId: string;
  onTeam(teamId: string): void;
}

function Toggle<T extends string>({ label, value, labels, onChange }: { label: string; value: T; labels: Readonly<Record<T, string>>; onChange(value: T): void }) {
  return (
    <div role="group" aria-label={label} className={styles.toggle}>
      {(Object.keys(labels) as T[]).map((option) => (
        <Button key={option} size="small" variant={option === value ? 'primary' : 'secondary'} aria-pressed={option === value} onClick={() => onChange(option)}>
          {labels[option]}
        </Button>
      ))}
    </div>
  );
}

/** Grid/List, 7 days/Month, previous/Today/next and the team filter. */
export function ScheduleToolbar({ layout, onLayout, range, teamId, onTeam }: ScheduleToolbarProps) {
  const { view, range: shown } = range;
  const unit = view === 'week' ? '7 days' : 'month';
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <Toggle label="Layout" value={layout} labels={LAYOUT_LABELS} onChange={onLayout} />
        <Toggle<ScheduleView> label="Range" value={view} labels={SCHEDULE_VIEW_LABELS} onChange={range.setView} />
        <TeamSelect label="Team filter" hideLabel emptyLabel="All teams" value={teamId} onChange={onTeam} className={styles.teamFilter} />
      </div>
      <div className={styles.toolbarRow}>
        <div className={styles.navigation}>
          <Button size="small" variant="secondary" onClick={range.previous} aria-label={`Previous ${unit}`}>
            ‹ Previous
          </Button>
          <Button size="small" variant="secondary" onClick={range.goToToday}>
            Today
          </Button>
          <Button size="small" variant="secondary" onClick={range.next} aria-label={`Next ${unit}`}>
            Next ›
          </Button>
        </div>
        <p className={styles.rangeLabel} aria-live="polite" data-testid="schedule-range">
          {view === 'week' ? rangeLabel(shown.from, shown.to) : monthLabel(shown.from)}
        </p>
      </div>
    </div>
  );
}
