import { useState, type FormEvent } from 'react';
import { ADMIN_CREATABLE_ROLES, ADMIN_MESSAGES, CREW_NAME_MAX_LENGTH, OWNER_INVITE_MAX_LENGTH } from '@fsp/contracts';
import { serverErrorOr, useAdminOrganizations, useCreateUser } from '@fsp/api-client';
import { Button, FormActions, FormFields, FormLayout, Notice, PageSection, Select, TextField, useToast } from '@fsp/ui';
import {
  EMPTY_CREATE_USER_FORM,
  toCreateUserRequest,
  validateCreateUserForm,
  type CreateUserFormErrors,
  type CreateUserFormValues,
} from '../utils/create-user-values.js';
import { organizationOptions, roleOptions } from '../utils/user-options.js';

const ROLE_OPTIONS = roleOptions(ADMIN_CREATABLE_ROLES);

/** "Create User" (part 2 §2 Admin panel): owners are not offered; they come through "Invite Organization Owner". */
export function CreateUserForm() {
  const toast = useToast();
  const organizations = useAdminOrganizations();
  const create = useCreateUser();
  const [values, setValues] = useState<CreateUserFormValues>(EMPTY_CREATE_USER_FORM);
  const [errors, setErrors] = useState<CreateUserFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const organizationList = organizations.data ?? [];

  const change = <K extends keyof CreateUserFormValues>(field: K, value: CreateUserFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateCreateUserForm(values, organizationList.length > 0);
    setErrors(problems);
    setServerError(null);
    if (Object.keys(problems).length > 0) return;
    try {
      await create.mutateAsync(toCreateUserRequest(values));
      setValues(EMPTY_CREATE_USER_FORM);
      toast.success(ADMIN_MESSAGES.userCreated);
    } catch (error) {
      console.error('Creating a user failed', error);
      setServerError(serverErrorOr(error, ADMIN_MESSAGES.failedToCreateUser));
    }
  };

  const organizationHint = organizations.isPending
    ? 'Loading organizations…'
    : organizations.isError
      ? serverErrorOr(organizations.error, ADMIN_MESSAGES.failedToLoadOrganizations)
      : undefined;

  return (
    <PageSection title={ADMIN_MESSAGES.createUser} description="The new user gets an e-mail to set their password.">
      <FormLayout onSubmit={(event) => void submit(event)} noValidate aria-label={ADMIN_MESSAGES.createUser}>
        <FormFields>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            required
            maxLength={OWNER_INVITE_MAX_LENGTH.email}
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            error={errors.email}
          />
          <TextField
            label="Name"
            autoComplete="off"
            maxLength={CREW_NAME_MAX_LENGTH}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            error={errors.name}
          />
          <Select label="Role" options={ROLE_OPTIONS} value={values.role} onChange={(event) => change('role', event.target.value)} />
          <Select
            label="Organization"
            placeholder={organizationList.length > 0 ? 'Select an organization…' : 'No organization'}
            options={organizationOptions(organizationList)}
            value={values.organization_id}
            onChange={(event) => change('organization_id', event.target.value)}
            required={organizationList.length > 0}
            disabled={organizations.isPending}
            hint={organizationHint}
            error={errors.organization_id}
          />
        </FormFields>
        {serverError && <Notice tone="error">{serverError}</Notice>}
        <FormActions>
          <Button type="submit" loading={create.isPending} disabled={organizations.isPending}>
            {create.isPending ? 'Creating…' : ADMIN_MESSAGES.createUser}
          </Button>
        </FormActions>
      </FormLayout>
    </PageSection>
  );
}
