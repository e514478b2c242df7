import { hasAnyRole, SCHEDULE_EDITOR_ROLES, SCHEDULE_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, useScheduleCalendar } from '@fsp/api-client';
import { useSession } from '@fsp/session';
import { Card, ErrorState, LoadingState, Page } from '@fsp/ui';
import { AddMiscEventForm } from './add-misc-event-form.js';
import { AddToScheduleForm } from './add-to-schedule-form.js';
import { ScheduleBoard } from './schedule-board.js';
import formStyles from './schedule-forms.module.css';
import styles from './schedule-page.module.css';

/** /app/schedule (part 2 §2 "Schedule"): add visits and misc events, and see or edit them by week, month or as a list. */
export function SchedulePage() {
  const { profile } = useSession();
  const calendar = useScheduleCalendar();
  const canEdit = hasAnyRole(profile?.role, SCHEDULE_EDITOR_ROLES);

  if (calendar.isPending) {
    return (
      <Page>
        <LoadingState label="Loading schedule…" />
      </Page>
    );
  }
  if (calendar.isError) {
    return (
      <Page>
        <ErrorState
          message={serverErrorOr(calendar.error, SCHEDULE_MESSAGES.failedToLoad)}
          onRetry={() => void calendar.refetch()}
          retrying={calendar.isFetching}
        />
      </Page>
    );
  }

  const { today } = calendar.data;
  return (
    <Page>
      <div className={styles.forms}>
        {canEdit ? (
          <>
            <AddToScheduleForm today={today} />
            <AddMiscEventForm today={today} />
          </>
        ) : (
          <>
            <Card as="section" title="Add to Schedule" aria-label="Add to Schedule">
              <p className={formStyles.permission}>{SCHEDULE_MESSAGES.customerAddScheduleForbidden}</p>
            </Card>
            <Card as="section" title="Add Misc Event" aria-label="Add Misc Event">
              <p className={formStyles.permission}>{SCHEDULE_MESSAGES.customerAddEventsForbidden}</p>
            </Card>
          </>
        )}
      </div>
      <ScheduleBoard today={today} canEdit={canEdit} />
    </Page>
  );
}
