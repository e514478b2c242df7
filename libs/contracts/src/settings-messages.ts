/** Words of the Settings screen (part 2 §2 "Settings", §8 "Teams and settings"). */
export const SETTINGS_MESSAGES = {
  organizationSaved: 'Organization saved',
  failedToSaveOrganization: 'Failed to save organization',
  profileUpdated: 'Profile updated',
  failedToUpdateProfile: 'Failed to update profile',
  couldNotStartPasswordChange: 'Could not start password change',
  noOrganizationAccess: 'You do not have access to organization settings.',
  ownerWithoutOrganization: 'Owner access required. No organization found for your account.',
  copyMonToFri: 'Copy Mon → Fri',
  markAllClosed: 'Mark all closed',
} as const;
