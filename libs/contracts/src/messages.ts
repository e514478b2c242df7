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
} as const;

/** Largest request body the API and the edge proxy in front of it accept (bytes). */
export const REQUEST_BODY_LIMIT_BYTES = 1_048_576;

/** Deepest nesting of objects and arrays a JSON request body may have. */
export const REQUEST_BODY_MAX_DEPTH = 32;

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
  cannotImpersonateInactive: 'Inactive users cannot be impersonated',
  userNotFound: 'User not found',
  inactiveUser: 'Your account is inactive.',
  conflict: 'This record already exists',
  referenceGone: 'Something this refers to was removed meanwhile. Reload and try again.',
  tooManyRequests: 'Too many requests. Please try again shortly.',
  messagingBudgetExceeded: 'Your organization has sent too many e-mails and text messages this hour. Please try again later.',
  internal: 'Something went wrong. Please try again.',
  signInUnavailable: 'Sign-in is temporarily unavailable. Please try again.',
  missingEmailClaim: 'The access token carries no e-mail address',
  emailLinkedToAnotherSignIn: 'This e-mail address is already linked to another sign-in',
  invalidId: 'Invalid id',
  noOrganization: 'Your account does not belong to an organization',
  databaseUnavailable: 'The database is unavailable',
  databaseTimeout: 'The database took too long to answer. Please try again.',
  invalidJson: 'The request body is not valid JSON',
  emptyJsonBody: 'The request body is empty; send a JSON object',
  bodyTooLarge: `The request body is too large (at most ${REQUEST_BODY_LIMIT_BYTES / 1_048_576} MB)`,
  bodyTooDeep: `The request body is nested too deeply (at most ${REQUEST_BODY_MAX_DEPTH} levels)`,
  unsupportedMediaType: 'Send the request body as application/json',
  numberOutOfRange: 'A number in the request is out of range',
} as const;
