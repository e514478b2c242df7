import type { Theme } from '@fsp/contracts';
import { createTestSession, TestSessionProvider, type Session } from '@fsp/session';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { emulateDevice } from '../testing/fake-device.js';
import { profileFor } from '../testing/profiles.js';
import { ThemeSync } from './theme-sync.js';
import { THEME_STORAGE_KEY } from './theme-storage.js';

const shownTheme = () => document.documentElement.getAttribute('data-theme');
const signedIn = (theme: Theme, overrides: Partial<Session> = {}) =>
  createTestSession({ status: 'signed-in', profile: profileFor('owner', { theme }), ...overrides });

/** The shell's session for one user whose Settings tab saves a theme, then refreshes the profile. */
function SessionWithSettings({ initial, saved }: { initial: Theme; saved: Theme }) {
  const [session, setSession] = useState<Session>(() =>
    signedIn(initial, {
      refreshProfile: async () => {
        const profile = profileFor('owner', { theme: saved });
        setSession((current) => ({ ...current, profile }));
        return profile;
      },
    }),
  );
  return (
    <TestSessionProvider session={session}>
      <ThemeSync />
      <button type="button" onClick={() => void session.refreshProfile()}>
        Save
      </button>
    </TestSessionProvider>
  );
}

function renderWith(session: Session) {
  return render(
    <TestSessionProvider session={session}>
      <ThemeSync />
    </TestSessionProvider>,
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  window.localStorage.clear();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('ThemeSync', () => {
  it('follows a dark device for "system", and switches live when the device does', () => {
    const device = emulateDevice({ width: 390, dark: true });
    renderWith(signedIn('system'));
    expect(shownTheme()).toBe('dark');
    act(() => device.setDark(false));
    expect(shownTheme()).toBe('light');
    act(() => device.setDark(true));
    expect(shownTheme()).toBe('dark');
  });

  it('lets an explicit choice win over the device', () => {
    const device = emulateDevice({ width: 1280, dark: true });
    const { unmount } = renderWith(signedIn('light'));
    expect(shownTheme()).toBe('light');
    act(() => device.setDark(false));
    act(() => device.setDark(true));
    expect(shownTheme()).toBe('light');
    unmount();
    device.setDark(false);
    renderWith(signedIn('dark'));
    expect(shownTheme()).toBe('dark');
  });

  it('applies a theme saved in Settings once the profile is refreshed, and remembers it for the next visit', async () => {
    emulateDevice({ width: 1280, dark: false });
    render(<SessionWithSettings initial="system" saved="dark" />);
    expect(shownTheme()).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(shownTheme()).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('keeps the remembered theme while the session is still loading, instead of flashing the device one', () => {
    emulateDevice({ width: 1280, dark: false });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderWith(createTestSession({ status: 'loading' }));
    expect(shownTheme()).toBe('dark');
  });

  it('follows the device on signed-out pages and forgets the last user\'s choice', () => {
    const device = emulateDevice({ width: 390, dark: false });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderWith(createTestSession({ status: 'signed-out' }));
    expect(shownTheme()).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    act(() => device.setDark(true));
    expect(shownTheme()).toBe('dark');
  });

  it('shows light where the device cannot be asked and nothing was chosen', () => {
    Reflect.deleteProperty(window, 'matchMedia');
    renderWith(signedIn('system'));
    expect(shownTheme()).toBe('light');
  });
});
