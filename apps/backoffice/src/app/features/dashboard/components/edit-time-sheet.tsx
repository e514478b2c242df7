import { useState } from 'react';
import { DASHBOARD_MESSAGES, formatMinutes12h, hhMmToMinutes } from '@fsp/contracts';
import { serverErrorOr, useAvailableTimes, useSetMiscEventTime, useUpdateScheduleOccurrence } from '@fsp/api-client';
import { BottomSheet, Button, Dialog, Select, useIsDesktop } from '@fsp/ui';
import { useDashboardToasts } from '../hooks/use-dashboard-toasts.js';
import { stopTimeLabel, type DashboardStop } from '../utils/dashboard-stops.js';

export interface EditTimeSheetProps {
  stop: DashboardStop;
  onClose(): void;
}

const label12h = (time: string) => {
  const minutes = hhMmToMinutes(time);
  return minutes === null ? time : formatMinutes12h(minutes);
};

/** Edit Time (part 1 §2.10): a bottom sheet on phones, a dialog from 768 px; Save waits for a chosen time. */
export function EditTimeSheet({ stop, onClose }: EditTimeSheetProps) {
  const isDesktop = useIsDesktop();
  const toasts = useDashboardToasts();
  const [time, setTime] = useState('');
  const times = useAvailableTimes(
    { rule_id: stop.ruleId, date: stop.date, service_minutes: stop.durationMinutes },
    { errorMessage: DASHBOARD_MESSAGES.failedToLoadTimes },
  );
  const updateVisit = useUpdateScheduleOccurrence({ errorMessage: DASHBOARD_MESSAGES.failedToSave });
  const setMiscTime = useSetMiscEventTime({ errorMessage: DASHBOARD_MESSAGES.failedToSave });
  const saving = updateVisit.isPending || setMiscTime.isPending;

  const save = async () => {
    try {
      if (stop.kind === 'misc') await setMiscTime.mutateAsync({ id: -stop.ruleId, start_time: time });
      else await updateVisit.mutateAsync({ rule_id: stop.ruleId, date: stop.date, start_time: time });
      toasts.success(DASHBOARD_MESSAGES.timeUpdated);
      onClose();
    } catch (error) {
      console.error('Saving the start time failed', error);
      toasts.error(serverErrorOr(error, DASHBOARD_MESSAGES.failedToSave));
    }
  };

  let hint: string | undefined;
  if (times.isPending) hint = 'Loading times…';
  else if (times.isSuccess && times.data.slots.length === 0) hint = 'No open start times today.';

  const close = () => !saving && onClose();
  const body = (
    <>
      <p>
        {stop.title} — {stop.serviceLabels[0]}. Now: {stopTimeLabel(stop)}.
      </p>
      <Select
        label="Start time"
        placeholder={DASHBOARD_MESSAGES.selectTime}
        value={time}
        onChange={(event) => setTime(event.target.value)}
        options={times.isSuccess ? times.data.slots.map((slot) => ({ value: slot, label: label12h(slot) })) : []}
        disabled={times.isPending || saving}
        hint={hint}
        error={times.isError ? serverErrorOr(times.error, DASHBOARD_MESSAGES.failedToLoadTimes) : undefined}
      />
    </>
  );
  const footer = (
    <>
      <Button variant="secondary" onClick={onClose} disabled={saving}>
        Cancel
      </Button>
      <Button onClick={() => void save()} disabled={time === ''} loading={saving}>
        Save
      </Button>
    </>
  );

  return isDesktop ? (
    <Dialog open onClose={close} title={DASHBOARD_MESSAGES.editTime} footer={footer}>
      {body}
    </Dialog>
  ) : (
    <BottomSheet open onClose={close} title={DASHBOARD_MESSAGES.editTime} footer={footer}>
      {body}
    </BottomSheet>
  );
}
