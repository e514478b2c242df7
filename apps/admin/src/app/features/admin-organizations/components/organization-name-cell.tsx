import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { ADMIN_MESSAGES, organizationTextFieldError, ORGANIZATION_TEXT_FIELDS, type OrganizationSummary } from '@fsp/contracts';
import { serverErrorOr, useUpdateAdminOrganization } from '@fsp/api-client';
import { Button, TextField, useToast } from '@fsp/ui';
import styles from './organizations-summary.module.css';

/** The summary's name, edited in place: Save (or Enter) sends `{ id, name }`, Escape puts the saved name back. */
export function OrganizationNameCell({ organization }: { organization: OrganizationSummary }) {
  const toast = useToast();
  const update = useUpdateAdminOrganization();
  const [name, setName] = useState(organization.name);
  const [savedName, setSavedName] = useState(organization.name);
  const [error, setError] = useState<string | null>(null);
  // A reload brings a new name (e.g. saved in Edit Organizations) unless this one is being edited.
  if (organization.name !== savedName && name === savedName) {
    setSavedName(organization.name);
    setName(organization.name);
  }
  const changed = name.trim() !== savedName;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = organizationTextFieldError('name', name);
    setError(problem);
    if (problem || !changed) return;
    try {
      const saved = await update.mutateAsync({ id: organization.id, name: name.trim() });
      setSavedName(saved.name);
      setName(saved.name);
      toast.success(ADMIN_MESSAGES.organizationSaved);
    } catch (failure) {
      console.error('Renaming an organization failed', failure);
      toast.error(serverErrorOr(failure, ADMIN_MESSAGES.failedToSaveOrganization));
    }
  };

  const revertOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    setName(savedName);
    setError(null);
  };

  const [, maxLength] = ORGANIZATION_TEXT_FIELDS.name;
  return (
    <form className={styles.nameForm} onSubmit={(event) => void save(event)} noValidate aria-label={`Rename ${savedName}`}>
      <TextField
        label={`Name of ${savedName}`}
        hideLabel
        autoComplete="off"
        maxLength={maxLength}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={revertOnEscape}
        error={error ?? undefined}
        className={styles.nameField}
      />
      <Button type="submit" variant="secondary" size="small" disabled={!changed} loading={update.isPending}>
        Save
      </Button>
    </form>
  );
}
