import { resolvedTheme, type Theme } from '@fsp/contracts';
import { useSession, type Session } from '@fsp/session';
import { useMediaQuery } from '@fsp/ui';
import { useLayoutEffect } from 'react';
import { applyTheme, DARK_SCHEME_QUERY } from './apply-theme.js';
import { forgetTheme, readRememberedTheme, rememberTheme } from './theme-storage.js';

/**
 * The theme choice that applies now: the signed-in user's; the device's when signed out; while the session is
 * still settling (or the profile cannot be had), the one remembered from last time, which the page booted in.
 */
function themeChoice(session: Pick<Session, 'status' | 'profile'>): Theme {
  if (session.status === 'signed-in' && session.profile) return session.profile.theme;
  if (session.status === 'signed-out') return 'system';
  return readRememberedTheme() ?? 'system';
}

/**
 * Puts the resolved theme on <html> (part 2 §9: light or dark across the shell and every remote, which all read the
 * tokens; "system" follows the device, live). Renders nothing.
 */
export function ThemeSync() {
  const session = useSession();
  const deviceDark = useMediaQuery(DARK_SCHEME_QUERY, false);
  const choice = themeChoice(session);
  const theme = resolvedTheme(choice, deviceDark);
  const { status } = session;

  useLayoutEffect(() => {
    if (status === 'signed-in') rememberTheme(choice);
    else if (status === 'signed-out') forgetTheme();
  }, [status, choice]);

  useLayoutEffect(() => applyTheme(theme), [theme]);
  return null;
}
