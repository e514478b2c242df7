import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_MESSAGES, USER_SETTINGS_MESSAGES, type UpdateMeRequest, type UserProfile } from '@fsp/contracts';
import type { TestApiServer } from '@fsp/api-client/testing';
import { allowConsoleError } from '@fsp/ui/testing';
import { profileOf } from '../testing/settings-fixtures.js';
import { freshState, recordingNavigation, renderSettings, startSettingsApi, type SettingsApiState } from '../testing/render-settings.js';

const UPDATE_ME = 'PUT /api/users/update-me';
const TICKET = 'POST /api/users/password-change-ticket';

let server: TestApiServer;
let state: SettingsApiState;
let navigation: ReturnType<typeof recordingNavigation>;
let refreshProfile: jest.Mock<() => Promise<UserProfile | null>>;
const owner = profileOf('owner', { name: 'Pat Owner', phone_number: '(919) 555-0100' });

beforeEach(async () => {
  state = freshState(owner);
  server = await startSettingsApi(state);
  navigation = recordingNavigation();
  refreshProfile = jest.fn(async () => state.profile);
});
afterEach(() => server.close());

function renderTab(profile: UserProfile = owner) {
  renderSettings(server, { profile, url: '/app/settings?tab=user', navigation, refreshProfile });
}

// Queries stay inside the card that holds the field: the time-zone select's options make page-wide role queries slow.
const card = (testId: string) => screen.getByTestId(testId);
const profileCard = () => card('profile');
const textbox = (name: string) => within(profileCard()).getByRole('textbox', { name });
const saveButton = () => within(card('profile-save')).getByRole('button', { name: 'Save' });
const notification = (name: string) => within(card('notifications')).getByRole('checkbox', { name });
const preferences = () => card('preferences');
const themeRadio = (name: string) => within(preferences()).getByRole('radio', { name });
const preview = () => card('avatar-preview');
const updates = () => server.requests.filter((r) => `${r.method} ${r.path}` === UPDATE_ME).map((r) => r.body as UpdateMeRequest);
const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);

async function save() {
  const before = updates().length;
  await userEvent.click(saveButton());
  await waitFor(() => expect(updates()).toHaveLength(before + 1));
  return updates()[before];
}

describe('User tab', () => {
  it('shows the profile, the notification defaults and the read-only account facts, with Save disabled until an edit', async () => {
    const user = userEvent.setup();
    renderTab();
    expect(textbox('Name')).toHaveValue('Pat Owner');
    expect(textbox('Avatar URL')).toHaveValue('');
    expect(within(profileCard()).getByRole('textbox', { name: 'Phone' })).toHaveValue('(919) 555-0100');
    expect(within(preview()).getByRole('img', { name: 'No avatar image' })).toHaveTextContent('PO');

    expect(notification('General e-mail')).toBeChecked();
    expect(notification('General text messages')).not.toBeChecked();
    expect(notification('Product updates')).not.toBeChecked();
    expect(notification('Billing alerts')).toBeChecked();
    expect(notification('Billing alerts')).toHaveAccessibleDescription('E-mail when a customer’s automatic payment fails.');

    expect(within(preferences()).getByRole('combobox', { name: 'Time zone' })).toHaveValue('');
    expect(within(preferences()).getByRole('combobox', { name: 'Locale' })).toHaveValue('');
    expect(within(preferences()).getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(themeRadio('System')).toBeChecked();

    const facts = within(card('account'))
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['Email: owner@demo.test', 'Role: owner', 'Organization id: org-1']);
    expect(within(card('account')).queryByRole('textbox')).not.toBeInTheDocument();

    expect(saveButton()).toBeDisabled();
    await user.click(themeRadio('Dark'));
    expect(saveButton()).toBeEnabled();
    await user.click(themeRadio('System'));
    expect(saveButton()).toBeDisabled();
  });

  it('sends the changed fields (blanks as null, only the preferences that changed), then reloads the session profile', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.type(textbox('Name'), ' Jr ');
    await user.clear(within(profileCard()).getByRole('textbox', { name: 'Phone' }));
    await user.click(notification('General text messages'));
    await user.selectOptions(within(preferences()).getByRole('combobox', { name: 'Time zone' }), 'America/Chicago');
    await user.selectOptions(within(preferences()).getByRole('combobox', { name: 'Locale' }), 'English (United Kingdom)');
    await user.click(themeRadio('Dark'));

    expect(await save()).toEqual({
      name: 'Pat Owner Jr',
      phone_number: null,
      timezone: 'America/Chicago',
      locale: 'en-GB',
      theme: 'dark',
      notification_prefs: { sms_general: true },
    });
    await waitFor(() => expect(toastTexts()).toEqual([expect.stringContaining(SETTINGS_MESSAGES.profileUpdated)]));
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    expect(textbox('Name')).toHaveValue('Pat Owner Jr');
    expect(themeRadio('Dark')).toBeChecked();
    expect(saveButton()).toBeDisabled();

    // Back to the default time zone and locale: sent as null.
    await user.selectOptions(within(preferences()).getByRole('combobox', { name: 'Time zone' }), '');
    await user.selectOptions(within(preferences()).getByRole('combobox', { name: 'Locale' }), '');
    expect(await save()).toEqual({ timezone: null, locale: null });
    await waitFor(() => expect(refreshProfile).toHaveBeenCalledTimes(2));
  });

  it('toasts the server’s reason when the update fails, else "Failed to update profile", and keeps the edits', async () => {
    allowConsoleError('Updating the profile failed');
    const user = userEvent.setup();
    server.route(UPDATE_ME, { status: 400, body: { error: USER_SETTINGS_MESSAGES.phoneInvalid } });
    renderTab();
    await user.click(notification('Product updates'));
    await save();
    await waitFor(() => expect(toastTexts()).toEqual([expect.stringContaining(USER_SETTINGS_MESSAGES.phoneInvalid)]));

    server.route(UPDATE_ME, { status: 503 });
    await save();
    await waitFor(() => expect(toastTexts()).toContainEqual(expect.stringContaining(SETTINGS_MESSAGES.failedToUpdateProfile)));
    expect(notification('Product updates')).toBeChecked();
    expect(saveButton()).toBeEnabled();
    expect(refreshProfile).not.toHaveBeenCalled();
  });

  it('previews only http(s) avatars: a javascript: address loads nothing and cannot be saved', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(textbox('Avatar URL'));
    await user.paste('javascript:alert(1)');
    expect(within(preview()).queryByRole('img', { name: 'Avatar preview' })).not.toBeInTheDocument();
    expect(preview().querySelector('img')).toBeNull();
    expect(within(preview()).getByRole('img', { name: 'No avatar image' })).toBeInTheDocument();
    expect(textbox('Avatar URL')).toHaveAccessibleDescription(expect.stringContaining(USER_SETTINGS_MESSAGES.avatarUrlInvalid));
    expect(saveButton()).toBeDisabled();

    await user.clear(textbox('Avatar URL'));
    await user.paste('data:image/png;base64,AAAA');
    expect(preview().querySelector('img')).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it('shows an http(s) avatar, degrades to the initials with a note when the image fails, and saves the address', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(textbox('Avatar URL'));
    await user.paste('https://cdn.example/avatars/pat.png');
    const image = within(preview()).getByRole('img', { name: 'Avatar preview' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/avatars/pat.png');
    expect(within(preview()).queryByText(USER_SETTINGS_MESSAGES.avatarPreviewFailed)).not.toBeInTheDocument();

    fireEvent.error(image);
    expect(within(preview()).queryByRole('img', { name: 'Avatar preview' })).not.toBeInTheDocument();
    expect(within(preview()).getByRole('img', { name: 'No avatar image' })).toHaveTextContent('PO');
    expect(within(preview()).getByText(USER_SETTINGS_MESSAGES.avatarPreviewFailed)).toBeInTheDocument();

    // A new address is tried again.
    await user.clear(textbox('Avatar URL'));
    await user.paste('https://cdn.example/avatars/pat-2.png');
    expect(within(preview()).getByRole('img', { name: 'Avatar preview' })).toHaveAttribute('src', 'https://cdn.example/avatars/pat-2.png');
    expect(within(preview()).queryByText(USER_SETTINGS_MESSAGES.avatarPreviewFailed)).not.toBeInTheDocument();
    expect(await save()).toEqual({ avatar_url: 'https://cdn.example/avatars/pat-2.png' });
  });

  it('Change password goes to the identity provider’s ticket page', async () => {
    server.route(TICKET, { status: 200, body: { url: 'https://id.example/u/reset-password?ticket=abc' } });
    renderTab();
    await userEvent.click(within(card('account')).getByRole('button', { name: USER_SETTINGS_MESSAGES.changePassword }));
    await waitFor(() => expect(navigation.leavePage).toHaveBeenCalledWith('https://id.example/u/reset-password?ticket=abc'));
    expect(server.requests.filter((r) => `${r.method} ${r.path}` === TICKET).map((r) => [r.body, r.headers.authorization])).toEqual([
      [{}, 'Bearer owner-token'],
    ]);
  });

  it('toasts "Could not start password change" when no ticket comes back, the server’s reason when it gives one', async () => {
    allowConsoleError('Starting the password change failed');
    server.route(TICKET, { status: 403, body: { error: USER_SETTINGS_MESSAGES.passwordChangeWhileImpersonating } });
    renderTab();
    const change = within(card('account')).getByRole('button', { name: USER_SETTINGS_MESSAGES.changePassword });
    await userEvent.click(change);
    await waitFor(() => expect(toastTexts()).toEqual([expect.stringContaining(USER_SETTINGS_MESSAGES.passwordChangeWhileImpersonating)]));

    server.route(TICKET, { status: 500 });
    await userEvent.click(change);
    await waitFor(() => expect(toastTexts()).toContainEqual(expect.stringContaining(SETTINGS_MESSAGES.couldNotStartPasswordChange)));
    // An answer that is not an http(s) address is not followed either.
    server.route(TICKET, { status: 200, body: { url: 'javascript:alert(1)' } });
    await userEvent.click(change);
    await waitFor(() =>
      expect(toastTexts().filter((text) => text?.includes(SETTINGS_MESSAGES.couldNotStartPasswordChange))).toHaveLength(2),
    );
    expect(navigation.leavePage).not.toHaveBeenCalled();
  });

  it('works for a crew member without an organization', async () => {
    const crew = profileOf('crew_member', { organization_id: null, name: null, theme: 'light' });
    state.profile = crew;
    renderTab(crew);
    expect(within(preview()).getByRole('img', { name: 'No avatar image' })).toHaveTextContent('C');
    expect(themeRadio('Light')).toBeChecked();
    expect(within(card('account')).getByText('—')).toBeInTheDocument();
    await userEvent.type(textbox('Name'), 'Cam');
    expect(await save()).toEqual({ name: 'Cam' });
  });
});
