import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SERVICE_MESSAGES, SERVICE_NAME_MAX_LENGTH, SERVICE_TEXT_MAX_LENGTH, type SaveServiceRequest, type ServiceField } from '@fsp/contracts';
import { Button, FORM_FIELD_WIDE, FormActions, FormFields, FormLayout, TextArea, TextField } from '@fsp/ui';
import { useServiceToasts } from '../hooks/use-service-toasts.js';
import {
  priceFieldText,
  priceFromFieldText,
  toSaveServiceRequest,
  validateServiceForm,
  type ServiceFormErrors,
  type ServiceFormValues,
} from '../utils/service-form.js';

export interface ServiceFormProps {
  initial: ServiceFormValues;
  submitLabel: string;
  busy: boolean;
  /** Saves the request; resolves true when it was saved, so the form starts over from `initial`. */
  onSave: (request: SaveServiceRequest) => Promise<boolean>;
  onCancel?: () => void;
  /** Names the form for assistive technology, e.g. "Edit Lawn Mowing". */
  label: string;
}

/** The fields of a service (part 2 §3, §5), shared by "Add Service" and the inline edit. */
export function ServiceForm({ initial, submitLabel, busy, onSave, onCancel, label }: ServiceFormProps) {
  const toasts = useServiceToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ServiceFormValues>(initial);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [refusedAttempt, setRefusedAttempt] = useState(0);

  useEffect(() => {
    if (refusedAttempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedAttempt]);

  const change = (field: ServiceField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateServiceForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusedAttempt((count) => count + 1);
      toasts.error(SERVICE_MESSAGES.completeRequiredFields);
      return;
    }
    if (await onSave(toSaveServiceRequest(values))) setValues(initial);
  };

  const text = (field: ServiceField) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });
  const wholeNumber = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;

  return (
    <FormLayout ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <FormFields>
        <TextField label="Name" className={FORM_FIELD_WIDE} maxLength={SERVICE_NAME_MAX_LENGTH} autoComplete="off" {...text('name')} />
        <TextArea label="Description" className={FORM_FIELD_WIDE} maxLength={SERVICE_TEXT_MAX_LENGTH} {...text('description')} />
        <TextField
          label="Price"
          inputMode="decimal"
          placeholder="$0.00"
          autoComplete="off"
          value={priceFieldText(values.price_cents)}
          error={errors.price_cents}
          onChange={(event) => change('price_cents', priceFromFieldText(event.target.value))}
        />
        <TextField label="Estimated time (minutes)" {...wholeNumber} {...text('estimated_minutes')} />
        <TextField label="Crew members needed (optional)" {...wholeNumber} {...text('crew_members_needed')} />
        <TextField label="Equipment needed (optional)" maxLength={SERVICE_TEXT_MAX_LENGTH} {...text('equipment_needed')} />
        <TextField label="Materials (optional)" maxLength={SERVICE_TEXT_MAX_LENGTH} {...text('materials')} />
        <TextArea label="Notes (optional)" className={FORM_FIELD_WIDE} maxLength={SERVICE_TEXT_MAX_LENGTH} {...text('notes')} />
      </FormFields>
      <FormActions>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </FormActions>
    </FormLayout>
  );
}
