import { useState } from 'react';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import {
  serverErrorOr,
  useCancelMiscEvent,
  useClearMiscEventTime,
  useClearOccurrenceTime,
  useRemoveScheduleRule,
  useRescheduleMiscEvent,
  useRescheduleOccurrence,
  useSetMiscEventTeam,
  useSetMiscEventTime,
  useSkipOccurrence,
  useUpdateScheduleOccurrence,
} from '@fsp/api-client';
import type { OccurrenceSavePlan } from '../utils/occurrence-edit.js';
import { miscEventIdOf, type ScheduleItem } from '../utils/schedule-items.js';
import { useScheduleToasts } from './use-schedule-toasts.js';

export type OccurrenceAction = 'save' | 'clear-time' | 'cancel' | 'reschedule' | 'remove-series';

type SavePlan = Extract<OccurrenceSavePlan, { kind: 'save' }>;

/**
 * The edit dialog's writes (part 2 §4 "Occurrence actions"), each reporting its outcome as a toast with the spec's
 * words; each resolves true when it succeeded, so the dialog knows to close.
 */
export function useOccurrenceActions() {
  const toasts = useScheduleToasts();
  const [running, setRunning] = useState<OccurrenceAction | null>(null);
  const updateOccurrence = useUpdateScheduleOccurrence();
  const setMiscTime = useSetMiscEventTime();
  const setMiscTeam = useSetMiscEventTeam();
  const clearOccurrenceTime = useClearOccurrenceTime();
  const clearMiscTime = useClearMiscEventTime();
  const skipOccurrence = useSkipOccurrence();
  const cancelMiscEvent = useCancelMiscEvent();
  const rescheduleOccurrence = useRescheduleOccurrence();
  const rescheduleMiscEvent = useRescheduleMiscEvent();
  const removeRule = useRemoveScheduleRule();

  async function run(action: OccurrenceAction, write: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    setRunning(action);
    try {
      await write();
      toasts.success(success);
      return true;
    } catch (error) {
      console.error(`Schedule ${action} failed`, error);
      toasts.error(serverErrorOr(error, failure));
      return false;
    } finally {
      setRunning(null);
    }
  }

  const save = (item: ScheduleItem, plan: SavePlan) =>
    run(
      'save',
      async () => {
        if (item.kind === 'visit') {
          await updateOccurrence.mutateAsync({
            rule_id: item.ruleId,
            date: item.date,
            ...(plan.startTime !== undefined ? { start_time: plan.startTime } : {}),
            ...(plan.teamId !== undefined ? { team_id: plan.teamId } : {}),
          });
          return;
        }
        const id = miscEventIdOf(item);
        if (plan.teamId !== undefined) await setMiscTeam.mutateAsync({ id, team_id: plan.teamId });
        if (plan.startTime !== undefined) await setMiscTime.mutateAsync({ id, start_time: plan.startTime });
      },
      SCHEDULE_MESSAGES.saved,
      SCHEDULE_MESSAGES.failedToSave,
    );

  const clearTime = (item: ScheduleItem) =>
    run(
      'clear-time',
      () =>
        item.kind === 'visit'
          ? clearOccurrenceTime.mutateAsync({ rule_id: item.ruleId, date: item.date })
          : clearMiscTime.mutateAsync(miscEventIdOf(item)),
      SCHEDULE_MESSAGES.timeCleared,
      SCHEDULE_MESSAGES.failedToClearTime,
    );

  const cancel = (item: ScheduleItem) =>
    item.kind === 'visit'
      ? run(
          'cancel',
          () => skipOccurrence.mutateAsync({ rule_id: item.ruleId, date: item.date }),
          SCHEDULE_MESSAGES.occurrenceCanceled,
          SCHEDULE_MESSAGES.failedToCancel,
        )
      : run('cancel', () => cancelMiscEvent.mutateAsync(miscEventIdOf(item)), SCHEDULE_MESSAGES.eventRemoved, SCHEDULE_MESSAGES.failedToRemove);

  const reschedule = (item: ScheduleItem, toDate: string, startTime: string) =>
    run(
      'reschedule',
      () =>
        item.kind === 'visit'
          ? rescheduleOccurrence.mutateAsync({ rule_id: item.ruleId, from_date: item.date, to_date: toDate, start_time: startTime })
          : rescheduleMiscEvent.mutateAsync({ id: miscEventIdOf(item), to_date: toDate, start_time: startTime }),
      SCHEDULE_MESSAGES.rescheduled,
      SCHEDULE_MESSAGES.failedToReschedule,
    );

  const removeSeries = (item: ScheduleItem) =>
    run('remove-series', () => removeRule.mutateAsync(item.ruleId), SCHEDULE_MESSAGES.scheduleRemoved, SCHEDULE_MESSAGES.failedToRemove);

  return { running, save, clearTime, cancel, reschedule, removeSeries };
}
