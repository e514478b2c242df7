import { isTimeZone } from './calendar-dates.js';
import { SIGNUP_FORM_MESSAGES } from './signup-form.js';
import type { UserProfile } from './users.js';

/**
 * The user's own settings (part 2 §2 "Settings" User tab, §3 "User profile", §9): PUT /api/users/update-me,
 * POST /api/users/password-change-ticket, the theme and the notification preferences.
 */

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';
export const THEME_LABELS: Readonly<Record<Theme, string>> = { system: 'System', light: 'Light', dark: 'Dark' };

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The theme a page shows: "system" follows the device. */
export function resolvedTheme(theme: string | null | undefined, deviceDark: boolean): 'light' | 'dark' {
  if (theme === 'light' || theme === 'dark') return theme;
  return deviceDark ? 'dark' : 'light';
}

export const NOTIFICATION_PREF_KEYS = ['email_general', 'sms_general', 'product_updates', 'billing_alerts'] as const;
export type NotificationPrefKey = (typeof NOTIFICATION_PREF_KEYS)[number];
export type NotificationPrefs = Record<NotificationPrefKey, boolean>;

/** Part 2 §9. */
export const DEFAULT_NOTIFICATION_PREFS: Readonly<NotificationPrefs> = {
  email_general: true,
  sms_general: false,
  product_updates: false,
  billing_alerts: true,
};

export const NOTIFICATION_PREF_LABELS: Readonly<Record<NotificationPrefKey, { label: string; hint: string }>> = {
  email_general: { label: 'General e-mail', hint: 'Account and activity e-mails.' },
  sms_general: { label: 'General text messages', hint: 'Account and activity texts to your phone.' },
  product_updates: { label: 'Product updates', hint: 'News about new features.' },
  billing_alerts: { label: 'Billing alerts', hint: 'E-mail when a customer’s automatic payment fails.' },
};

/** Stored preferences over the defaults, so a key added later starts at its default. */
export function notificationPrefsWithDefaults(stored: Partial<Record<string, unknown>> | null | undefined): NotificationPrefs {
  const prefs = { ...DEFAULT_NOTIFICATION_PREFS };
  for (const key of NOTIFICATION_PREF_KEYS) {
    const value = stored?.[key];
    if (typeof value === 'boolean') prefs[key] = value;
  }
  return prefs;
}

/** Locales the User tab offers (BCP 47). */
export const PROFILE_LOCALES = ['en-US', 'en-GB', 'en-CA', 'es-US', 'fr-CA'] as const;
export const PROFILE_LOCALE_LABELS: Readonly<Record<(typeof PROFILE_LOCALES)[number], string>> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'en-CA': 'English (Canada)',
  'es-US': 'Español (Estados Unidos)',
  'fr-CA': 'Français (Canada)',
};

/** PUT /api/users/update-me: any of these; empty text is sent as null. Answers the updated UserProfile. */
export interface UpdateMeRequest {
  name?: string | null;
  avatar_url?: string | null;
  phone_number?: string | null;
  timezone?: string | null;
  locale?: string | null;
  theme?: Theme;
  notification_prefs?: Partial<NotificationPrefs>;
}

/** POST /api/users/password-change-ticket: the identity provider's page where the user sets a new password. */
export interface PasswordChangeTicketResponse {
  url: string;
}

export const PROFILE_MAX_LENGTH = { name: 200, avatar_url: 2048, phone_number: 40 } as const;

export const USER_SETTINGS_MESSAGES = {
  avatarUrlInvalid: 'Avatar URL must start with http:// or https://.',
  phoneInvalid: SIGNUP_FORM_MESSAGES.phoneInvalid,
  timeZoneInvalid: 'Choose a valid time zone.',
  localeInvalid: `Locale must be one of: ${PROFILE_LOCALES.join(', ')}.`,
  themeInvalid: `Theme must be one of: ${THEMES.join(', ')}.`,
  notificationPrefsInvalid: `Notification preferences are on/off values for: ${NOTIFICATION_PREF_KEYS.join(', ')}.`,
  fieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  mustBeText: (label: string) => `${label} must be text.`,
  /** PUT /api/users/update-me with none of its fields. */
  nothingToSave: 'Nothing to save',
  /** A password ticket would let the impersonating admin set the user's password. */
  passwordChangeWhileImpersonating: 'Stop impersonating to change a password.',
  passwordChangeUnavailable: 'This account has no password at the identity provider to change.',
  avatarPreviewFailed: 'The image could not be loaded.',
  changePassword: 'Change password',
} as const;

/** http:// or https://, a host, then anything without spaces. */
const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** An http(s) address, the only kind an avatar may be loaded from. */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && HTTP_URL_PATTERN.test(value.trim());
}

const PHONE_PATTERN = /^\+?[\d\s().-]{10,}$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** One field of the update-me body; blank (sent as null) is always allowed except for theme. */
export function profileFieldError(field: Exclude<keyof UpdateMeRequest, 'notification_prefs'>, value: unknown): string | null {
  if (field === 'theme') return isTheme(value) ? null : USER_SETTINGS_MESSAGES.themeInvalid;
  if (isBlank(value)) return null;
  switch (field) {
    case 'timezone':
      return isTimeZone(value) ? null : USER_SETTINGS_MESSAGES.timeZoneInvalid;
    case 'locale':
      return (PROFILE_LOCALES as readonly unknown[]).includes(value) ? null : USER_SETTINGS_MESSAGES.localeInvalid;
    case 'name':
    case 'avatar_url':
    case 'phone_number': {
      const label = { name: 'Name', avatar_url: 'Avatar URL', phone_number: 'Phone' }[field];
      if (typeof value !== 'string') return USER_SETTINGS_MESSAGES.mustBeText(label);
      const text = value.trim();
      if (text.length > PROFILE_MAX_LENGTH[field]) return USER_SETTINGS_MESSAGES.fieldTooLong(label, PROFILE_MAX_LENGTH[field]);
      if (field === 'avatar_url' && !isHttpUrl(text)) return USER_SETTINGS_MESSAGES.avatarUrlInvalid;
      if (field === 'phone_number' && !PHONE_PATTERN.test(text)) return USER_SETTINGS_MESSAGES.phoneInvalid;
      return null;
    }
  }
}

export function notificationPrefsError(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return USER_SETTINGS_MESSAGES.notificationPrefsInvalid;
  const entries = Object.entries(value as Record<string, unknown>);
  const valid = entries.every(([key, on]) => (NOTIFICATION_PREF_KEYS as readonly string[]).includes(key) && typeof on === 'boolean');
  return valid ? null : USER_SETTINGS_MESSAGES.notificationPrefsInvalid;
}

/** The settings part of a UserProfile for someone who has not changed any. */
export const DEFAULT_PROFILE_SETTINGS: Readonly<
  Pick<UserProfile, 'avatar_url' | 'phone_number' | 'timezone' | 'locale' | 'theme' | 'notification_prefs'>
> = {
  avatar_url: null,
  phone_number: null,
  timezone: null,
  locale: null,
  theme: DEFAULT_THEME,
  notification_prefs: DEFAULT_NOTIFICATION_PREFS,
};
