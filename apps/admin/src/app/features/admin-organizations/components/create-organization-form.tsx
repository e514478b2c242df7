import { useId, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, ORGANIZATION_TEXT_FIELDS } from '@fsp/contracts';
import { serverErrorOr, useCreateAdminOrganization } from '@fsp/api-client';
import { Button, FormActions, FormFields, FormLayout, PageSection, TextField, useToast } from '@fsp/ui';
import { EMPTY_CREATE_ORGANIZATION_FORM, toCreateOrganizationRequest } from '../utils/create-organization-values.js';
import { organizationFormErrors, type OrganizationFormErrors, type OrganizationFormValues } from '../utils/organization-fields.js';
import { OrganizationDetailFields } from './organization-detail-fields.js';
import styles from './organization-forms.module.css';

/** "Create New Organization" (part 2 §2): a name, and the optional fields behind "Advanced fields". */
export function CreateOrganizationForm() {
  const toast = useToast();
  const create = useCreateAdminOrganization();
  const advancedId = useId();
  const [values, setValues] = useState<OrganizationFormValues>(EMPTY_CREATE_ORGANIZATION_FORM);
  const [errors, setErrors] = useState<OrganizationFormErrors>({});
  const [advancedOpen, setAdvancedOpen] = useState(false);

  const change = (field: keyof OrganizationFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = organizationFormErrors(values);
    setErrors(problems);
    if (Object.keys(problems).some((field) => field !== 'name')) setAdvancedOpen(true);
    if (Object.keys(problems).length > 0) return;
    try {
      await create.mutateAsync(toCreateOrganizationRequest(values));
      setValues(EMPTY_CREATE_ORGANIZATION_FORM);
      toast.success(ADMIN_MESSAGES.organizationCreated);
    } catch (error) {
      console.error('Creating an organization failed', error);
      toast.error(ADMIN_MESSAGES.failedToCreateOrganization(serverErrorOr(error, '')));
    }
  };

  const [nameLabel, nameMax] = ORGANIZATION_TEXT_FIELDS.name;
  return (
    <PageSection title={ADMIN_MESSAGES.createNewOrganization}>
      <FormLayout onSubmit={(event) => void submit(event)} noValidate aria-label={ADMIN_MESSAGES.createNewOrganization}>
        <FormFields>
          <TextField
            label={nameLabel}
            autoComplete="off"
            required
            maxLength={nameMax}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            error={errors.name}
          />
        </FormFields>
        <div>
          <Button
            variant="ghost"
            size="small"
            aria-expanded={advancedOpen}
            aria-controls={advancedId}
            onClick={() => setAdvancedOpen((open) => !open)}
          >
            <span aria-hidden="true" className={styles.disclosure} data-open={advancedOpen || undefined}>
              ▸
            </span>
            {ADMIN_MESSAGES.advancedFields}
          </Button>
        </div>
        <div id={advancedId} hidden={!advancedOpen}>
          <FormFields>
            <OrganizationDetailFields values={values} errors={errors} onChange={change} timeZoneOptional />
          </FormFields>
        </div>
        <FormActions>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create organization'}
          </Button>
        </FormActions>
      </FormLayout>
    </PageSection>
  );
}
