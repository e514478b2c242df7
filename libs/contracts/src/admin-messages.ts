import { OWNER_INVITE_MESSAGES } from './owner-invitations.js';
import { SETTINGS_MESSAGES } from './settings-messages.js';

/** Words of the Admin panel (part 2 §2 "Admin panel", §4, §5, §8 "Admin"); its load and impersonation words are in MESSAGES. */
export const ADMIN_MESSAGES = {
  failedToSaveChanges: 'Failed to save changes',
  /** "Failed to create organization: {server error or Unknown error}". */
  failedToCreateOrganization: (serverError?: string | null) => `Failed to create organization: ${serverError || 'Unknown error'}`,
  showInactiveUsers: 'Show inactive users',
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  ownerCannotBeInactive: 'Organization owners cannot be set to inactive.',
  oneOwnerPerOrganization: OWNER_INVITE_MESSAGES.oneOwnerPerOrganization,
  emailRequired: 'Email is required',
  organizationRequired: 'Organization is required',
  organizationNameRequired: OWNER_INVITE_MESSAGES.orgNameRequired,
  userCreated: 'User created. A set-password e-mail was sent.',
  /** Defaults when the server names no reason (part 2 §8: the server's error field wins). */
  failedToCreateUser: 'Failed to create user',
  failedToLoadOrganizations: 'Failed to load organizations',
  failedToSaveOrganization: SETTINGS_MESSAGES.failedToSaveOrganization,
  changesSaved: 'Changes saved',
  organizationCreated: 'Organization created',
  organizationSaved: 'Organization saved',
  saveChanges: 'Save Changes',
  reset: 'Reset',
  createUser: 'Create User',
  createNewOrganization: 'Create New Organization',
  editOrganizations: 'Edit Organizations',
  advancedFields: 'Advanced fields',
  noUsers: 'No users match.',
  noOrganizations: 'No organizations yet.',
} as const;

/** API refusals of the admin calls that are not spec copy. */
export const ADMIN_API_ERRORS = {
  userExists: 'A user with this email already exists.',
  ownerNotCreatable: 'Owners are added through "Invite Organization Owner".',
  roleInvalid: 'Choose a valid role.',
  statusInvalid: 'Status must be active or inactive.',
  organizationNotFound: 'Organization not found',
  ownerNeedsOrganization: 'An owner must belong to an organization.',
  cannotChangeOwnAccount: 'You cannot change your own role, status or organization.',
  nothingToUpdate: 'Nothing to save',
  failedToSendSetPassword: 'The user was created, but the set-password e-mail could not be sent.',
  /** Deactivating committed, but the identity provider did not revoke the user's refresh tokens: saving again retries. */
  failedToRevokeSessions: 'The user is now inactive, but the identity provider could not end their sessions. Save again to retry.',
} as const;
