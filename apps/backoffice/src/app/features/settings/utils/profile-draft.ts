import {
  changedFields,
  NOTIFICATION_PREF_KEYS,
  profileFieldError,
  type NotificationPrefs,
  type Theme,
  type UpdateMeRequest,
  type UserProfile,
} from '@fsp/contracts';

/** The text inputs of the User tab. */
export const PROFILE_TEXT_FIELDS = ['name', 'avatar_url', 'phone_number', 'timezone', 'locale'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** The User tab's form as typed. */
export interface ProfileDraft extends Record<ProfileTextField, string> {
  theme: Theme;
  notification_prefs: NotificationPrefs;
}

export function profileDraftOf(profile: UserProfile): ProfileDraft {
  return {
    name: profile.name ?? '',
    avatar_url: profile.avatar_url ?? '',
    phone_number: profile.phone_number ?? '',
    timezone: profile.timezone ?? '',
    locale: profile.locale ?? '',
    theme: profile.theme,
    notification_prefs: { ...profile.notification_prefs },
  };
}

const trimmedOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

type ProfileValues = Required<Pick<UpdateMeRequest, ProfileTextField | 'theme'>>;

function profileValuesOf(draft: ProfileDraft): ProfileValues {
  return {
    name: trimmedOrNull(draft.name),
    avatar_url: trimmedOrNull(draft.avatar_url),
    phone_number: trimmedOrNull(draft.phone_number),
    timezone: trimmedOrNull(draft.timezone),
    locale: trimmedOrNull(draft.locale),
    theme: draft.theme,
  };
}

/**
 * The body of PUT /api/users/update-me: the changed fields, empty text as null. Only the notification preferences
 * that changed are sent: the API merges them over the stored ones, so another tab's change to a different one stays.
 */
export function profileUpdateOf(saved: UserProfile, draft: ProfileDraft): UpdateMeRequest {
  const update: UpdateMeRequest = changedFields(profileValuesOf(profileDraftOf(saved)), profileValuesOf(draft), [...PROFILE_TEXT_FIELDS, 'theme']);
  const prefs = NOTIFICATION_PREF_KEYS.filter((key) => saved.notification_prefs[key] !== draft.notification_prefs[key]);
  if (prefs.length > 0) update.notification_prefs = Object.fromEntries(prefs.map((key) => [key, draft.notification_prefs[key]]));
  return update;
}

export type ProfileDraftErrors = Partial<Record<ProfileTextField, string>>;

export function profileDraftErrors(draft: ProfileDraft): ProfileDraftErrors {
  const errors: ProfileDraftErrors = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const error = profileFieldError(field, draft[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Up to two letters for the avatar placeholder: the name's first and last initials, else the e-mail's first letter. */
export function initialsOf(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const initials = letters.map((word) => word?.[0] ?? '').join('');
  return (initials || email.trim()[0] || '?').toUpperCase();
}
