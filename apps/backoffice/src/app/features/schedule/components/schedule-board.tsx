import { useState } from 'react';
import { ErrorState, LoadingState, PageSection } from '@fsp/ui';
import { useScheduleItems } from '../hooks/use-schedule-items.js';
import { useScheduleRange } from '../hooks/use-schedule-range.js';
import type { ScheduleItem } from '../utils/schedule-items.js';
import { ScheduleItemDialogs } from './schedule-item-dialogs.js';
import { EMPTY_RANGE_MESSAGE, ScheduleList } from './schedule-list.js';
import { ScheduleMonthGrid } from './schedule-month-grid.js';
import { ScheduleToolbar, type ScheduleLayout } from './schedule-toolbar.js';
import { ScheduleWeekGrid } from './schedule-week-grid.js';
import styles from './schedule-views.module.css';

export interface ScheduleBoardProps {
  today: string;
  canEdit: boolean;
}

/** The schedule itself: one range, shown as a grid (7 days or month) or a list, with the same items either way. */
export function ScheduleBoard({ today, canEdit }: ScheduleBoardProps) {
  const [layout, setLayout] = useState<ScheduleLayout>('grid');
  const [teamId, setTeamId] = useState('');
  const [openItem, setOpenItem] = useState<ScheduleItem | null>(null);
  const range = useScheduleRange(today);
  const { from, to, days } = range.range;
  const data = useScheduleItems({ from, to, teamId: teamId || null });

  let body;
  if (data.error) body = <ErrorState message={data.error} onRetry={data.retry} retrying={data.refreshing} />;
  else if (data.loading) body = <LoadingState label="Loading schedule…" />;
  else if (layout === 'list') body = <ScheduleList days={days} items={data.items} onOpen={setOpenItem} />;
  else {
    body = (
      <>
        {data.items.length === 0 && <p className={styles.emptyNote}>{EMPTY_RANGE_MESSAGE}</p>}
        {range.view === 'week' ? (
          <ScheduleWeekGrid days={days} items={data.items} today={today} onOpen={setOpenItem} />
        ) : (
          <ScheduleMonthGrid month={from} days={days} items={data.items} today={today} onOpen={setOpenItem} />
        )}
      </>
    );
  }

  return (
    <PageSection title="Schedule" className={styles.board}>
      <ScheduleToolbar layout={layout} onLayout={setLayout} range={range} teamId={teamId} onTeam={setTeamId} />
      <div data-testid="schedule-view" data-layout={layout} aria-busy={data.loading || undefined}>
        {body}
      </div>
      {openItem && <ScheduleItemDialogs item={openItem} canEdit={canEdit} onClose={() => setOpenItem(null)} />}
    </PageSection>
  );
}
