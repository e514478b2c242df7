import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_MESSAGES } from '@fsp/contracts';
import type { TestApiServer } from '@fsp/api-client/testing';
import { profileOf } from '../testing/settings-fixtures.js';
import { freshState, renderSettings, startSettingsApi } from '../testing/render-settings.js';

let server: TestApiServer;
afterEach(() => server.close());

async function start(role: string, overrides = {}) {
  const profile = profileOf(role, overrides);
  server = await startSettingsApi(freshState(profile));
  return profile;
}

const tab = (name: 'Organization' | 'User') => screen.getByRole('tab', { name });
const location = () => screen.getByTestId('location').textContent;
const organizationRequests = () => server.requests.filter((r) => r.path === '/api/owner/my-organization');

describe('SettingsPage tabs', () => {
  it('opens on Organization for an owner, with both tabs in one tab list', async () => {
    const profile = await start('owner');
    renderSettings(server, { profile });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Organization', 'User']);
    expect(tab('Organization')).toHaveAttribute('aria-selected', 'true');
    expect(tab('User')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Organization' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Organization settings' })).toBeInTheDocument();
    expect(organizationRequests()[0]?.headers.authorization).toBe('Bearer owner-token');
  });

  it('moves between tabs with the arrow keys, Home and End, keeping only the selected tab in the Tab order, and the tab in the URL', async () => {
    const user = userEvent.setup();
    const profile = await start('manager');
    renderSettings(server, { profile });
    await screen.findByRole('form', { name: 'Organization settings' });
    expect(tab('Organization')).toHaveAttribute('tabindex', '0');
    expect(tab('User')).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(tab('Organization')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('User')).toHaveFocus();
    expect(tab('User')).toHaveAttribute('aria-selected', 'true');
    expect(tab('User')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'User' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Your profile' })).toBeInTheDocument();
    expect(location()).toBe('/app/settings?tab=user');

    await user.keyboard('{ArrowRight}');
    expect(tab('Organization')).toHaveFocus();
    expect(location()).toBe('/app/settings?tab=organization');
    await user.keyboard('{ArrowLeft}');
    expect(tab('User')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Organization')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('User')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('Organization'));
    expect(location()).toBe('/app/settings?tab=organization');
    expect(await screen.findByRole('form', { name: 'Organization settings' })).toBeInTheDocument();
  });

  it('keeps unsaved edits of a tab while the other one is looked at', async () => {
    const user = userEvent.setup();
    const profile = await start('owner');
    renderSettings(server, { profile });
    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Durham');
    await user.click(tab('User'));
    expect(screen.queryByRole('textbox', { name: 'City' })).not.toBeInTheDocument();
    await user.click(tab('Organization'));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Durham');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(organizationRequests()).toHaveLength(1);
  });

  it('opens the tab a link names: ?tab=user for an owner', async () => {
    const profile = await start('owner');
    renderSettings(server, { profile, url: '/app/settings?tab=user' });
    expect(tab('User')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Your profile' })).toBeInTheDocument();
    expect(organizationRequests()).toHaveLength(0);
  });

  it.each(['crew_member', 'admin', 'user'])('opens on User for a %s, whose Organization tab says they have no access', async (role) => {
    const user = userEvent.setup();
    const profile = await start(role);
    renderSettings(server, { profile });
    expect(tab('User')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Your profile' })).toBeInTheDocument();

    await user.click(tab('Organization'));
    expect(screen.getByRole('tabpanel', { name: 'Organization' })).toHaveTextContent(SETTINGS_MESSAGES.noOrganizationAccess);
    expect(screen.queryByRole('form', { name: 'Organization settings' })).not.toBeInTheDocument();
    expect(organizationRequests()).toHaveLength(0);
  });

  it('tells an owner without an organization so, and still lets them use the User tab', async () => {
    const user = userEvent.setup();
    const profile = await start('owner', { organization_id: null });
    renderSettings(server, { profile, refreshProfile: async () => profile });
    expect(tab('Organization')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Organization' })).toHaveTextContent(SETTINGS_MESSAGES.ownerWithoutOrganization);
    expect(organizationRequests()).toHaveLength(0);

    await user.click(tab('User'));
    expect(within(screen.getByTestId('account')).getByText('—')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.filter((r) => r.path === '/api/users/update-me')).toHaveLength(1));
  });

  it('a manager without an organization has no access to its settings', async () => {
    const profile = await start('manager', { organization_id: null });
    renderSettings(server, { profile });
    expect(screen.getByRole('tabpanel', { name: 'Organization' })).toHaveTextContent(SETTINGS_MESSAGES.noOrganizationAccess);
    expect(organizationRequests()).toHaveLength(0);
  });
});
