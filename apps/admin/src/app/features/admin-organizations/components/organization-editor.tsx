import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, ORGANIZATION_TEXT_FIELDS, type AdminOrganization } from '@fsp/contracts';
import { serverErrorOr, useUpdateAdminOrganization } from '@fsp/api-client';
import { Button, FORM_FIELD_WIDE, FormActions, FormFields, FormLayout, TextField, useToast } from '@fsp/ui';
import {
  draftOf,
  editOrganizationErrors,
  toUpdateOrganizationRequest,
  withIndustry,
  type OrganizationDraft,
} from '../utils/edit-organization-values.js';
import type { OrganizationFormErrors, OrganizationFormValues } from '../utils/organization-fields.js';
import { OrganizationDetailFields } from './organization-detail-fields.js';
import type { OrganizationOwnerPicker } from './organization-owner-picker.js';
import { ServiceAreaZipcodesField } from './service-area-zipcodes-field.js';
import { ServicesRenderedField } from './services-rendered-field.js';

export interface OrganizationEditorProps {
  organization: AdminOrganization;
  owner: OrganizationOwnerPicker;
}

/**
 * One organization's fields; Save Changes sends only what changed, Reset puts the saved values back and drops a
 * queued owner pick.
 */
export function OrganizationEditor({ organization, owner }: OrganizationEditorProps) {
  const toast = useToast();
  const update = useUpdateAdminOrganization();
  const [saved, setSaved] = useState(organization);
  const [draft, setDraft] = useState<OrganizationDraft>(() => draftOf(organization));
  const [errors, setErrors] = useState<OrganizationFormErrors>({});
  const request = toUpdateOrganizationRequest(saved, draft);
  const ownerPicked = owner.picked(organization.id);
  // A reload (e.g. a rename in the summary) is taken in unless it would overwrite unsaved edits.
  if (organization !== saved && request === null) {
    setSaved(organization);
    setDraft(draftOf(organization));
  }

  const change = (field: keyof OrganizationFormValues, value: string) => {
    setDraft((current) => (field === 'industry' ? withIndustry(current, value) : { ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, ...(field === 'industry' ? { services_rendered: undefined } : {}) }));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = editOrganizationErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || request === null) return;
    try {
      const answer = await update.mutateAsync(request);
      setSaved(answer);
      setDraft(draftOf(answer));
      toast.success(ADMIN_MESSAGES.organizationSaved);
    } catch (error) {
      console.error('Saving an organization failed', error);
      toast.error(serverErrorOr(error, ADMIN_MESSAGES.failedToSaveOrganization));
    }
  };

  const reset = () => {
    setDraft(draftOf(saved));
    setErrors({});
    if (ownerPicked) owner.discard(organization.id);
  };

  const [nameLabel, nameMax] = ORGANIZATION_TEXT_FIELDS.name;
  return (
    <FormLayout onSubmit={(event) => void save(event)} noValidate aria-label={`Edit ${saved.name}`}>
      <FormFields>
        <TextField
          label={nameLabel}
          autoComplete="off"
          required
          maxLength={nameMax}
          value={draft.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name}
        />
        <OrganizationDetailFields values={draft} errors={errors} onChange={change} timeZoneOptional={false} />
        <div className={FORM_FIELD_WIDE}>{owner.field(organization)}</div>
        <div className={FORM_FIELD_WIDE}>
          <ServiceAreaZipcodesField
            zipcodes={draft.service_area_zipcodes}
            error={errors.service_area_zipcodes}
            onChange={(zipcodes) => {
              setDraft((current) => ({ ...current, service_area_zipcodes: zipcodes }));
              setErrors((current) => ({ ...current, service_area_zipcodes: undefined }));
            }}
          />
        </div>
        <div className={FORM_FIELD_WIDE}>
          <ServicesRenderedField
            industry={draft.industry}
            selected={draft.services_rendered}
            error={errors.services_rendered}
            onChange={(services) => {
              setDraft((current) => ({ ...current, services_rendered: services }));
              setErrors((current) => ({ ...current, services_rendered: undefined }));
            }}
          />
        </div>
      </FormFields>
      <FormActions>
        <Button variant="secondary" onClick={reset} disabled={(request === null && !ownerPicked) || update.isPending}>
          {ADMIN_MESSAGES.reset}
        </Button>
        <Button type="submit" disabled={request === null} loading={update.isPending}>
          {ADMIN_MESSAGES.saveChanges}
        </Button>
      </FormActions>
    </FormLayout>
  );
}
