/** Words of the Admin panel (part 2 §2 "Admin panel", §4, §5, §8 "Admin"); its load and impersonation words are in MESSAGES. */
export const ADMIN_MESSAGES = {
  failedToSaveChanges: 'Failed to save changes',
  /** "Failed to create organization: {server error or Unknown error}". */
  failedToCreateOrganization: (serverError?: string | null) => `Failed to create organization: ${serverError || 'Unknown error'}`,
  showInactiveUsers: 'Show inactive users',
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  ownerCannotBeInactive: 'Organization owners cannot be set to inactive.',
} as const;
