/** User-facing words of the spec, kept in one place so every app says them the same way. */
export const MESSAGES = {
  marketingHeadline: 'Run your field service business without the busywork',
  marketingSubline: 'Capture leads, onboard customers, schedule, invoice, and get paid',
  unauthorized: 'Unauthorized: You do not have permission to access this page.',
  notFound: 'Page not found',
  redirectingToSignIn: 'Redirecting to sign in',
  continuingOnboarding: 'Continuing onboarding…',
  stopImpersonation: 'Stop impersonation',
  failedToStopImpersonation: 'Failed to stop impersonation.',
  failedToImpersonate: 'Failed to impersonate',
  failedToLoadUsers: 'Failed to load users',
  failedToFetchUsers: 'Failed to fetch users',
  comingSoon: 'This screen is not available yet.',
} as const;

/** API refusals that are not spec copy but must still read well. */
export const API_ERRORS = {
  unauthenticated: 'Authentication required',
  invalidToken: 'Invalid or expired access token',
  forbidden: 'You do not have permission to do this',
  adminRequired: 'Admin role required',
  notFound: 'Not found',
  cannotImpersonateAdmin: 'Admins cannot impersonate another admin',
  cannotChainImpersonation: 'Stop the current impersonation before starting another',
  cannotImpersonateSelf: 'You cannot impersonate yourself',
  notImpersonating: 'No impersonation is active',
  userNotFound: 'User not found',
  inactiveUser: 'This user account is inactive',
  conflict: 'This record already exists',
  referenceGone: 'Something this refers to was removed meanwhile. Reload and try again.',
  tooManyRequests: 'Too many requests. Please try again shortly.',
  internal: 'Something went wrong. Please try again.',
  missingEmailClaim: 'The access token carries no e-mail address',
  emailLinkedToAnotherSignIn: 'This e-mail address is already linked to another sign-in',
  invalidId: 'Invalid id',
  noOrganization: 'Your account does not belong to an organization',
  databaseUnavailable: 'The database is unavailable',
} as const;
