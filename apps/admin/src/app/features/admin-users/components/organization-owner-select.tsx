import { IMPERSONATION_DIRECTORY_QUERY, MESSAGES, normalizeRole, type AdminOrganization } from '@fsp/contracts';
import { serverErrorOr, useAdminUsers } from '@fsp/api-client';
import { Select, useToast } from '@fsp/ui';
import { useQueuedUserEdits } from '../state/queued-user-edits-context.js';
import { queuedOwnerOf, withQueuedChanges } from '../state/queued-user-edits.js';
import { userLabel } from '../utils/user-options.js';

export interface OrganizationOwnerSelectProps {
  organization: Pick<AdminOrganization, 'id' | 'owner_user_id'>;
  disabled?: boolean;
}

/**
 * The owner picker of Edit Organizations (part 2 §4): choosing a member queues their role as owner and their
 * organization as this one with the users table's edits, applied by its Save Changes.
 */
export function OrganizationOwnerSelect({ organization, disabled = false }: OrganizationOwnerSelectProps) {
  const toast = useToast();
  const queued = useQueuedUserEdits();
  // The organization's members as saved, and those queued to join it (the users table's edits come on top).
  const directory = useAdminUsers({ ...IMPERSONATION_DIRECTORY_QUERY, organization_id: organization.id });
  const saved = directory.data?.users ?? [];
  const joining = Object.values(queued.edits)
    .map((edit) => edit.user)
    .filter((user) => !saved.some((member) => member.id === user.id));
  const members = [...saved, ...joining]
    .map((user) => withQueuedChanges(user, queued.edits))
    .filter((user) => user.organization_id === organization.id);
  const picked = queuedOwnerOf(queued.edits, organization.id);
  const savedOwner = members.find((member) => member.id === organization.owner_user_id && normalizeRole(member.role) === 'owner');
  const owner = picked ?? savedOwner ?? null;

  const choose = (userId: string) => {
    const member = members.find((user) => user.id === userId);
    if (!member) {
      queued.clearOwnerPick(organization.id);
      return;
    }
    const refusal = queued.pickOwner(member, organization.id);
    if (refusal) toast.error(refusal);
  };

  const hint = directory.isPending
    ? 'Loading members…'
    : directory.isError
      ? serverErrorOr(directory.error, MESSAGES.failedToLoadUsers)
      : picked
        ? `${picked.email} becomes the owner when you use Save Changes under Users.`
        : members.length === 0
          ? 'This organization has no members yet.'
          : 'Choose from the organization’s members; the change is applied with Save Changes under Users.';

  return (
    <Select
      label="Owner"
      placeholder="No owner"
      options={members.map((member) => ({
        value: member.id,
        label: member.status === 'inactive' ? `${userLabel(member)} (inactive)` : userLabel(member),
        disabled: member.status === 'inactive',
      }))}
      value={owner?.id ?? ''}
      disabled={disabled || directory.isPending || directory.isError || members.length === 0}
      hint={hint}
      onChange={(event) => choose(event.target.value)}
    />
  );
}
