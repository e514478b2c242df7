import { useState, type FormEvent } from 'react';
import { INDUSTRIES, OWNER_INVITE_MAX_LENGTH, OWNER_INVITE_MESSAGES, MIN_INVITE_TTL_HOURS, type Industry, type OwnerInvitation } from '@fsp/contracts';
import { serverErrorOr, useCreateOwnerInvitation } from '@fsp/api-client';
import { Button, PageSection, Select, TextField, useToast } from '@fsp/ui';
import {
  EMPTY_INVITE_OWNER_FORM,
  toCreateOwnerInviteRequest,
  validateInviteOwnerForm,
  type InviteOwnerFormErrors,
  type InviteOwnerFormValues,
} from '../utils/invite-owner-form-values.js';
import styles from './invite-owner-form.module.css';

const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({ value: industry, label: industry }));

/** "Invite Organization Owner" (part 2 §2 Admin panel): the invitation's link is shown once it is created. */
export function InviteOwnerForm() {
  const toast = useToast();
  const create = useCreateOwnerInvitation();
  const [values, setValues] = useState<InviteOwnerFormValues>(EMPTY_INVITE_OWNER_FORM);
  const [errors, setErrors] = useState<InviteOwnerFormErrors>({});
  const [created, setCreated] = useState<OwnerInvitation | null>(null);

  const change = <K extends keyof InviteOwnerFormValues>(field: K, value: InviteOwnerFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateInviteOwnerForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const invitation = await create.mutateAsync(toCreateOwnerInviteRequest(values));
      setCreated(invitation);
      setValues(EMPTY_INVITE_OWNER_FORM);
      toast.success(OWNER_INVITE_MESSAGES.created);
    } catch (error) {
      console.error('Creating an owner invite failed', error);
      toast.error(serverErrorOr(error, OWNER_INVITE_MESSAGES.failedToCreate));
    }
  };

  return (
    <PageSection title="Invite Organization Owner" description="The invited owner sets up the organization and their sign-in from the link.">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Invite Organization Owner">
        <div className={styles.grid}>
          <TextField
            label="Owner email"
            type="email"
            autoComplete="off"
            required
            maxLength={OWNER_INVITE_MAX_LENGTH.email}
            value={values.owner_email}
            onChange={(event) => change('owner_email', event.target.value)}
            error={errors.owner_email}
          />
          <TextField
            label="Owner name"
            autoComplete="off"
            maxLength={OWNER_INVITE_MAX_LENGTH.name}
            value={values.owner_name}
            onChange={(event) => change('owner_name', event.target.value)}
            error={errors.owner_name}
          />
          <TextField
            label="Organization name"
            autoComplete="off"
            required
            maxLength={OWNER_INVITE_MAX_LENGTH.org_name}
            value={values.org_name}
            onChange={(event) => change('org_name', event.target.value)}
            error={errors.org_name}
          />
          <Select
            label="Industry"
            placeholder="Select an industry…"
            options={INDUSTRY_OPTIONS}
            value={values.industry}
            onChange={(event) => change('industry', event.target.value as Industry | '')}
            error={errors.industry}
          />
          <TextField
            label="Website"
            inputMode="url"
            autoComplete="off"
            maxLength={OWNER_INVITE_MAX_LENGTH.website}
            value={values.website}
            onChange={(event) => change('website', event.target.value)}
            error={errors.website}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="off"
            maxLength={OWNER_INVITE_MAX_LENGTH.phone_number}
            value={values.phone_number}
            onChange={(event) => change('phone_number', event.target.value)}
            error={errors.phone_number}
          />
          <TextField
            label="TTL (hours)"
            type="number"
            inputMode="numeric"
            min={MIN_INVITE_TTL_HOURS}
            step={1}
            value={values.ttl_hours}
            onChange={(event) => change('ttl_hours', event.target.value)}
            hint="How long the link stays valid."
            error={errors.ttl_hours}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create invite'}
          </Button>
        </div>
      </form>
      {created && (
        <div className={styles.created} role="status" aria-label="New owner invite">
          <p className={styles.createdTitle}>
            Invite for {created.email} ({created.organization_name})
          </p>
          <a className={styles.link} href={created.link} target="_blank" rel="noreferrer">
            {created.link}
          </a>
        </div>
      )}
    </PageSection>
  );
}
