import { isTheme, type Theme } from '@fsp/contracts';

/**
 * The signed-in user's theme choice, kept so the next visit paints in it before the profile loads. public/index.html
 * reads the same key in its inline script (before first paint), so the two must stay in step.
 */
export const THEME_STORAGE_KEY = 'fsp:theme';

/** Storage can refuse access (privacy modes); the theme then simply follows the device until the profile loads. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readRememberedTheme(): Theme | null {
  const value = storage()?.getItem(THEME_STORAGE_KEY);
  return isTheme(value) ? value : null;
}

export function rememberTheme(theme: Theme): void {
  storage()?.setItem(THEME_STORAGE_KEY, theme);
}

/** Signed out: the device decides, now and on the next visit. */
export function forgetTheme(): void {
  storage()?.removeItem(THEME_STORAGE_KEY);
}
