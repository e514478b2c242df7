import { isTheme, NOTIFICATION_PREF_KEYS, type UserProfile } from '@fsp/contracts';
import { isObject } from '../json-guards.js';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

function isRealUserOrNull(value: unknown): boolean {
  return value === null || (isObject(value) && isText(value['id']) && isText(value['email']) && isTextOrNull(value['name']) && isText(value['role']));
}

/** Part 2 §3 "User profile", as GET /api/users/me and PUT /api/users/update-me answer it. */
export function isUserProfile(value: unknown): value is UserProfile {
  if (!isObject(value)) return false;
  const prefs = value['notification_prefs'];
  return (
    isText(value['id']) &&
    isText(value['role']) &&
    isText(value['email']) &&
    isTextOrNull(value['name']) &&
    typeof value['impersonating'] === 'boolean' &&
    isRealUserOrNull(value['real_user']) &&
    isTextOrNull(value['organization_id']) &&
    isTextOrNull(value['avatar_url']) &&
    isTextOrNull(value['phone_number']) &&
    isTextOrNull(value['timezone']) &&
    isTextOrNull(value['locale']) &&
    isTheme(value['theme']) &&
    isObject(prefs) &&
    NOTIFICATION_PREF_KEYS.every((key) => typeof prefs[key] === 'boolean')
  );
}
