import { INDUSTRIES, ORGANIZATION_TEXT_FIELDS } from '@fsp/contracts';
import { memo } from 'react';
import { Select, TextField } from '@fsp/ui';
import type { OrganizationFormErrors, OrganizationFormTextField, OrganizationFormValues } from '../utils/organization-fields.js';
import { typedState } from '../utils/organization-fields.js';
import { INVOICE_DUE_DAY_OPTIONS, timeZoneOptions } from '../utils/select-options.js';

const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({ value: industry, label: industry }));

const TEXT_INPUTS: Record<OrganizationFormTextField, { type?: string; inputMode?: 'url' | 'tel' | 'email' | 'numeric' }> = {
  website: { inputMode: 'url' },
  phone_number: { type: 'tel' },
  email: { type: 'email' },
  street: {},
  city: {},
  state: {},
  zip: { inputMode: 'numeric' },
  insurance_provider: {},
};

export interface OrganizationDetailFieldsProps {
  values: OrganizationFormValues;
  errors: OrganizationFormErrors;
  onChange(field: keyof OrganizationFormValues, value: string): void;
  /** Create leaves the time zone to the API's default; an existing organization always has one. */
  timeZoneOptional: boolean;
}

/** Industry, contact and address fields, insurance provider, time zone and the invoice due day. */
export function OrganizationDetailFields({ values, errors, onChange, timeZoneOptional }: OrganizationDetailFieldsProps) {
  return (
    <>
      <Select
        label="Industry"
        placeholder="No industry"
        options={INDUSTRY_OPTIONS}
        value={values.industry}
        onChange={(event) => onChange('industry', event.target.value)}
        error={errors.industry}
      />
      {(Object.keys(TEXT_INPUTS) as OrganizationFormTextField[]).map((field) => {
        const [label, maxLength] = ORGANIZATION_TEXT_FIELDS[field];
        return (
          <TextField
            key={field}
            label={label}
            autoComplete="off"
            maxLength={maxLength}
            {...TEXT_INPUTS[field]}
            value={values[field]}
            onChange={(event) => onChange(field, field === 'state' ? typedState(event.target.value) : event.target.value)}
            hint={field === 'state' ? '2 letters, e.g. NC' : undefined}
            error={errors[field]}
          />
        );
      })}
      <TimeZoneSelect value={values.time_zone} optional={timeZoneOptional} error={errors.time_zone} onChange={onChange} />
      <Select
        label="Invoice due day"
        placeholder="Not set"
        options={INVOICE_DUE_DAY_OPTIONS}
        value={values.invoice_due_day}
        onChange={(event) => onChange('invoice_due_day', event.target.value)}
        hint="Day of the month new invoices are due."
        error={errors.invoice_due_day}
      />
    </>
  );
}

interface TimeZoneSelectProps {
  value: string;
  optional: boolean;
  error: string | undefined;
  onChange(field: 'time_zone', value: string): void;
}

/** Some 400 choices: re-drawn only when its own value changes, not on every keystroke elsewhere in the form. */
const TimeZoneSelect = memo(function TimeZoneSelect({ value, optional, error, onChange }: TimeZoneSelectProps) {
  return (
    <Select
      label="Time zone"
      placeholder={optional ? 'Default time zone' : undefined}
      options={timeZoneOptions(value)}
      value={value}
      onChange={(event) => onChange('time_zone', event.target.value)}
      error={error}
    />
  );
});
