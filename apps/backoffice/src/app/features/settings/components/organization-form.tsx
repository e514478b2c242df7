import { useCallback, useState, type FormEvent } from 'react';
import {
  INDUSTRIES,
  ORGANIZATION_TEXT_FIELDS,
  SETTINGS_MESSAGES,
  type OrganizationSettings,
} from '@fsp/contracts';
import { serverErrorOr, useUpdateOrganization } from '@fsp/api-client';
import { FORM_FIELD_WIDE, FormFields, FormLayout, Select, TextField, type TextFieldProps } from '@fsp/ui';
import { useSettingsToasts } from '../hooks/use-settings-toasts.js';
import { useWarnBeforeLeaving } from '../hooks/use-warn-before-leaving.js';
import {
  hasDraftErrors,
  hasOrganizationChanges,
  organizationDraftErrors,
  organizationDraftOf,
  organizationUpdateOf,
  withIndustry,
  withService,
  type OrganizationDraft,
  type OrganizationDraftTextField,
} from '../utils/organization-draft.js';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import { BusinessHoursEditor } from './business-hours-editor.js';
import { ServiceAreaEditor } from './service-area-editor.js';
import { ServicesRenderedField } from './services-rendered-field.js';
import { SettingsCard } from './settings-card.js';
import { TimeZoneSelect } from './time-zone-select.js';
import { SaveBar } from './save-bar.js';

const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({ value: industry, label: industry }));

/**
 * The organization's settings (part 2 §2): Save is enabled only with unsaved edits and no broken rule, and sends
 * the id plus the changed fields, empty values as null; afterwards the form shows what the API saved.
 */
export function OrganizationForm({ saved }: { saved: OrganizationSettings }) {
  const [draft, setDraft] = useState<OrganizationDraft>(() => organizationDraftOf(saved));
  const update = useUpdateOrganization();
  const toasts = useSettingsToasts();

  const request = organizationUpdateOf(saved, draft);
  const dirty = hasOrganizationChanges(request);
  const errors = organizationDraftErrors(draft);
  const invalid = hasDraftErrors(errors);
  useWarnBeforeLeaving(dirty);

  const set = <K extends keyof OrganizationDraft>(field: K, value: OrganizationDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const setTimeZone = useCallback((zone: string) => setDraft((current) => ({ ...current, time_zone: zone })), []);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || invalid || update.isPending) return;
    update.mutate(request, {
      onSuccess: (organization) => {
        setDraft(organizationDraftOf(organization));
        toasts.success(SETTINGS_MESSAGES.organizationSaved);
      },
      onError: (error) => {
        console.error('Saving the organization failed', error);
        toasts.error(serverErrorOr(error, SETTINGS_MESSAGES.failedToSaveOrganization));
      },
    });
  };

  const textField = (field: OrganizationDraftTextField, label: string, props: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label}
      value={draft[field]}
      maxLength={ORGANIZATION_TEXT_FIELDS[field][1]}
      error={errors.fields[field]}
      onChange={(event) => set(field, event.target.value)}
      {...props}
    />
  );

  return (
    <FormLayout aria-label={W.organizationFormLabel} onSubmit={save} noValidate>
      <SettingsCard title={W.businessHeading} data-testid="business">
        <FormFields>
          <Select
            label={W.industry}
            placeholder={W.chooseIndustry}
            options={INDUSTRY_OPTIONS}
            value={draft.industry}
            error={errors.fields.industry}
            onChange={(event) => setDraft((current) => withIndustry(current, event.target.value))}
          />
          {textField('website', W.website, { type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://' })}
          {textField('phone_number', W.phone, { type: 'tel', autoComplete: 'tel' })}
          {textField('email', W.email, { type: 'email', autoComplete: 'email' })}
        </FormFields>
      </SettingsCard>

      <SettingsCard title={W.addressHeading} data-testid="address">
        <FormFields>
          {textField('street', W.street, { autoComplete: 'street-address', className: FORM_FIELD_WIDE })}
          {textField('city', W.city, { autoComplete: 'address-level2' })}
          <TextField
            label={W.state}
            hint={W.stateHint}
            value={draft.state}
            maxLength={2}
            autoComplete="address-level1"
            error={errors.fields.state}
            onChange={(event) => set('state', event.target.value.toUpperCase().slice(0, 2))}
          />
          {textField('zip', W.zip, { inputMode: 'numeric', autoComplete: 'postal-code' })}
        </FormFields>
      </SettingsCard>

      <SettingsCard title={W.timeAndInvoicesHeading} data-testid="time-and-invoices">
        <FormFields>
          <TimeZoneSelect
            label={W.organizationTimeZone}
            hint={W.organizationTimeZoneHint}
            value={draft.time_zone}
            error={errors.fields.time_zone}
            onChange={setTimeZone}
          />
          <TextField
            label={W.invoiceDueDay}
            hint={W.invoiceDueDayHint}
            value={draft.invoice_due_day}
            inputMode="numeric"
            maxLength={2}
            error={errors.fields.invoice_due_day}
            onChange={(event) => set('invoice_due_day', event.target.value.replace(/\D/g, ''))}
          />
        </FormFields>
      </SettingsCard>

      <ServiceAreaEditor
        zips={draft.service_area_zipcodes}
        errors={errors.zipEntries}
        listError={errors.fields.service_area_zipcodes}
        onChange={(zips) => set('service_area_zipcodes', zips)}
      />

      <BusinessHoursEditor hours={draft.business_hours} errors={errors.days} onChange={(hours) => set('business_hours', hours)} />

      <ServicesRenderedField
        industry={draft.industry}
        chosen={draft.services_rendered}
        error={errors.fields.services_rendered}
        onToggle={(service, chosen) => setDraft((current) => withService(current, service, chosen))}
      />

      <SaveBar dirty={dirty} invalid={invalid} saving={update.isPending} data-testid="organization-save" />
    </FormLayout>
  );
}
