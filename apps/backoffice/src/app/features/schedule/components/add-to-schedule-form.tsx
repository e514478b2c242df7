import { useState, type FormEvent } from 'react';
import { CUSTOMER_MESSAGES, SCHEDULE_MESSAGES, SCHEDULE_PATTERN_LABELS, SCHEDULE_PATTERNS, isSchedulePattern, type SchedulePattern } from '@fsp/contracts';
import { serverErrorOr, useCreateScheduleRule, useScheduleCandidates } from '@fsp/api-client';
import { Button, Card, FORM_FIELD_WIDE, FormActions, FormFields, FormLayout, Select, TextArea, TextField } from '@fsp/ui';
import { useScheduleToasts } from '../hooks/use-schedule-toasts.js';
import {
  addScheduleErrorMessage,
  defaultEndDate,
  initialAddScheduleValues,
  toCreateScheduleRuleRequest,
  usesInterval,
  validateAddSchedule,
  type AddScheduleErrors,
  type AddScheduleValues,
} from '../utils/add-schedule-form.js';
import { customerDisplayName } from '../utils/schedule-items.js';
import { TeamSelect } from './team-select.js';

const PATTERN_OPTIONS = SCHEDULE_PATTERNS.map((pattern) => ({ value: pattern, label: SCHEDULE_PATTERN_LABELS[pattern] }));

/** "Add to Schedule" (part 2 §2, §5): a customer's service, once or recurring. */
export function AddToScheduleForm({ today }: { today: string }) {
  const toasts = useScheduleToasts();
  const candidates = useScheduleCandidates();
  const create = useCreateScheduleRule();
  const [values, setValues] = useState<AddScheduleValues>(() => initialAddScheduleValues(today));
  const [errors, setErrors] = useState<AddScheduleErrors>({});
  // Until the user picks an end date, a recurring rule's end follows its start (start + 180 days).
  const [endEdited, setEndEdited] = useState(false);

  const customer = candidates.data?.find((candidate) => candidate.id === values.customerId) ?? null;
  const once = values.pattern === 'once';

  const change = (patch: Partial<AddScheduleValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof AddScheduleErrors];
      return next;
    });
  };

  const onCustomer = (customerId: string) => {
    const services = candidates.data?.find((candidate) => candidate.id === customerId)?.services ?? [];
    change({ customerId, serviceKey: services.length === 1 ? services[0].key : '' });
  };

  const onPattern = (pattern: SchedulePattern) => {
    const keepEnd = pattern !== 'once' && values.pattern !== 'once' && endEdited;
    if (!keepEnd) setEndEdited(false);
    change({ pattern, endDate: keepEnd ? values.endDate : defaultEndDate(pattern, values.startDate) });
  };

  const onStartDate = (startDate: string) => {
    change({ startDate, ...(once || !endEdited ? { endDate: defaultEndDate(values.pattern, startDate) } : {}) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddSchedule(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync(toCreateScheduleRuleRequest(values));
      toasts.success(SCHEDULE_MESSAGES.scheduled);
      setValues(initialAddScheduleValues(today));
      setEndEdited(false);
    } catch (error) {
      console.error('Adding to the schedule failed', error);
      toasts.error(addScheduleErrorMessage(error));
    }
  };

  const customerOptions = (candidates.data ?? []).map((candidate) => ({ value: candidate.id, label: customerDisplayName(candidate) }));
  const serviceOptions = (customer?.services ?? []).map((service) => ({ value: service.key, label: service.label }));

  return (
    <Card as="section" title="Add to Schedule" aria-label="Add to Schedule">
      <FormLayout onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormFields>
          <Select
            label="Customer"
            value={values.customerId}
            onChange={(event) => onCustomer(event.target.value)}
            placeholder={candidates.isPending ? 'Loading customers…' : 'Select a customer'}
            options={customerOptions}
            disabled={candidates.isPending}
            hint={candidates.isSuccess && candidates.data.length === 0 ? 'No customers to schedule yet.' : undefined}
            error={errors.customerId ?? (candidates.isError ? serverErrorOr(candidates.error, CUSTOMER_MESSAGES.failedToLoad) : undefined)}
          />
          <Select
            label="Service"
            value={values.serviceKey}
            onChange={(event) => change({ serviceKey: event.target.value })}
            placeholder="Select a service"
            options={serviceOptions}
            disabled={!customer}
            hint={customer && serviceOptions.length === 0 ? 'This customer has not chosen any services.' : undefined}
            error={errors.serviceKey}
          />
          <Select
            label="Pattern"
            value={values.pattern}
            onChange={(event) => isSchedulePattern(event.target.value) && onPattern(event.target.value)}
            options={PATTERN_OPTIONS}
          />
          {usesInterval(values.pattern) && (
            <TextField
              label={values.pattern === 'every_x_weeks' ? 'Interval (weeks)' : 'Interval (months)'}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={values.interval}
              onChange={(event) => change({ interval: event.target.value })}
              error={errors.interval}
            />
          )}
          <TextField
            label="Start date"
            type="date"
            value={values.startDate}
            onChange={(event) => onStartDate(event.target.value)}
            error={errors.startDate}
          />
          <TextField
            label="End date"
            type="date"
            value={once ? values.startDate : values.endDate}
            min={values.startDate || undefined}
            disabled={once}
            hint={once ? 'A one-off visit ends on its start date.' : undefined}
            onChange={(event) => {
              setEndEdited(true);
              change({ endDate: event.target.value });
            }}
            error={errors.endDate}
          />
          <TextArea
            label="Notes"
            className={FORM_FIELD_WIDE}
            value={values.notes}
            onChange={(event) => change({ notes: event.target.value })}
            error={errors.notes}
          />
          <TeamSelect value={values.teamId} onChange={(teamId) => change({ teamId })} />
        </FormFields>
        <FormActions>
          <Button type="submit" loading={create.isPending}>
            Add to Schedule
          </Button>
        </FormActions>
      </FormLayout>
    </Card>
  );
}
