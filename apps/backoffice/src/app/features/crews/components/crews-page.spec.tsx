import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ERRORS, CREW_INVITE_NOTES, TEAM_API_ERRORS, TEAM_MESSAGES } from '@fsp/contracts';
import { renderCrewsPage } from '../testing/render-crews-page.js';
import { startCrewTestApi, type CrewState, type CrewTestApi } from '../testing/crew-test-api.js';
import { allowConsoleError } from '@fsp/ui/testing';

const INITIAL: CrewState = {
  teams: [
    { id: 'team-north', name: 'North' },
    { id: 'team-south', name: 'South' },
  ],
  crew: [
    { id: 'u-ann', name: 'Ann Ash', email: 'ann@crew.test' },
    { id: 'u-ben', name: 'Ben Birch', email: 'ben@crew.test' },
    { id: 'u-cal', name: null, email: 'cal@crew.test' },
  ],
  memberships: [
    { team_id: 'team-north', user_id: 'u-ann' },
    { team_id: 'team-north', user_id: 'u-ben' },
  ],
};

let api: CrewTestApi;

beforeEach(async () => {
  api = await startCrewTestApi(INITIAL);
});
afterEach(async () => {
  await api.close();
});

const teamCard = (name: string) => screen.getByRole('listitem', { name });
const memberNames = (name: string) =>
  within(teamCard(name))
    .queryAllByTestId('team-member')
    .map((row) => row.querySelector('span')?.textContent);
const unassigned = () => screen.queryByRole('list', { name: TEAM_MESSAGES.unassignedCrew });

async function loaded() {
  await screen.findByRole('listitem', { name: 'North' });
}

describe('CrewsPage', () => {
  it('loads teams, their members and the unassigned crew with the bearer token', async () => {
    renderCrewsPage(api.server);
    expect(screen.getByText('Loading teams and crew…')).toBeInTheDocument();
    await loaded();
    expect(api.server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer owner-token', 'Bearer owner-token', 'Bearer owner-token']);
    expect(memberNames('North')).toEqual(['Ann Ash', 'Ben Birch']);
    expect(within(teamCard('North')).getByText('2 members')).toBeInTheDocument();
    expect(within(teamCard('South')).getByText('No members yet.')).toBeInTheDocument();
    expect(within(unassigned() as HTMLElement).getByText('cal@crew.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEAM_MESSAGES.unassignedCrew })).toBeInTheDocument();
  });

  it('says "Failed to load teams/crew" when a read fails, or the server’s error, and retries', async () => {
    api.fail('GET /api/owner/crew-members', { status: 500, rawBody: 'boom' });
    renderCrewsPage(api.server);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(TEAM_MESSAGES.failedToLoad);
    expect(screen.queryByRole('listitem', { name: 'North' })).not.toBeInTheDocument();

    api.fail('GET /api/owner/crew-members', { status: 403, body: { error: API_ERRORS.noOrganization } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(API_ERRORS.noOrganization, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('shows empty states without teams or crew', async () => {
    await api.close();
    api = await startCrewTestApi({ teams: [], crew: [], memberships: [] });
    renderCrewsPage(api.server);
    expect(await screen.findByText('No teams yet')).toBeInTheDocument();
    expect(screen.getByText('No crew members yet. Create one above.')).toBeInTheDocument();
  });

  it('is for owners and admins only', async () => {
    renderCrewsPage(api.server, 'manager');
    expect(screen.getByText(TEAM_API_ERRORS.teamsForbidden)).toBeInTheDocument();
    expect(api.server.requests).toEqual([]);
  });

  describe('Create Crew Member', () => {
    const form = () => within(screen.getByRole('region', { name: 'Create Crew Member' }));

    async function createMember(email: string, options: { name?: string; team?: string } = {}) {
      await userEvent.type(form().getByLabelText(/^Email/), email);
      if (options.name) await userEvent.type(form().getByLabelText('Name'), options.name);
      if (options.team) await userEvent.selectOptions(form().getByLabelText('Team'), options.team);
      await userEvent.click(form().getByRole('button', { name: 'Create crew member' }));
    }

    it('requires an e-mail ("Email is required") before calling the API', async () => {
      renderCrewsPage(api.server, 'admin');
      await loaded();
      await userEvent.click(form().getByRole('button', { name: 'Create crew member' }));
      expect(form().getByText(TEAM_MESSAGES.emailRequired)).toBeInTheDocument();
      expect(form().getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
      expect(api.sent()).toEqual([]);
    });

    it('creates the member on the chosen team, invites them and says so', async () => {
      renderCrewsPage(api.server);
      await loaded();
      await createMember('  dee@crew.test ', { name: 'Dee Dune', team: 'South' });
      expect(await screen.findByText(TEAM_MESSAGES.crewMemberCreatedAndInvited)).toBeInTheDocument();
      expect(api.sent()).toEqual([
        'POST /api/owner/crew-members {"email":"dee@crew.test","name":"Dee Dune","team_id":"team-south"}',
        'POST /api/owner/invitations {"email":"dee@crew.test","role":"crew_member"}',
      ]);
      await waitFor(() => expect(memberNames('South')).toEqual(['Dee Dune']));
      expect(form().getByLabelText(/^Email/)).toHaveValue('');
    });

    it('says the invite was not sent, with the server’s note', async () => {
      api.inviteAnswer.current = { status: 200, body: { ok: true, invited: false, note: CREW_INVITE_NOTES.alreadySignedIn, error: null } };
      renderCrewsPage(api.server);
      await loaded();
      await createMember('eve@crew.test');
      expect(await screen.findByText(TEAM_MESSAGES.crewMemberCreatedNotInvited)).toBeInTheDocument();
      expect(screen.getByText(CREW_INVITE_NOTES.alreadySignedIn)).toBeInTheDocument();
      await waitFor(() => expect(within(unassigned() as HTMLElement).getByText('eve@crew.test')).toBeInTheDocument());
    });

    it('says the invite failed when the invitation call fails', async () => {

      allowConsoleError('Inviting the crew member failed');
      api.fail('POST /api/owner/invitations', { status: 502, body: { error: TEAM_API_ERRORS.failedToSendInvite } });
      renderCrewsPage(api.server);
      await loaded();
      await createMember('fay@crew.test');
      expect(await screen.findByText(TEAM_MESSAGES.crewMemberCreatedInviteFailed)).toBeInTheDocument();
      expect(screen.getByText(TEAM_API_ERRORS.failedToSendInvite)).toBeInTheDocument();
    });

    it('shows the server’s error when creating fails, else "Failed to create crew member", and sends no invite', async () => {

      allowConsoleError('Creating the crew member failed');
      api.fail('POST /api/owner/crew-members', { status: 409, body: { error: TEAM_API_ERRORS.emailInOtherOrganization } });
      renderCrewsPage(api.server);
      await loaded();
      await createMember('gus@crew.test');
      expect(await screen.findByText(TEAM_API_ERRORS.emailInOtherOrganization)).toBeInTheDocument();
      expect(form().getByLabelText(/^Email/)).toHaveValue('gus@crew.test');

      api.fail('POST /api/owner/crew-members', { status: 500, rawBody: 'boom' });
      await userEvent.click(form().getByRole('button', { name: 'Create crew member' }));
      expect(await screen.findByText(TEAM_MESSAGES.failedToCreateCrewMember)).toBeInTheDocument();
      expect(api.sent().filter((line) => line.startsWith('POST /api/owner/invitations'))).toEqual([]);
    });
  });

  describe('Create Team', () => {
    const form = () => within(screen.getByRole('region', { name: 'Create Team' }));

    it('requires a name, creates the team and shows it', async () => {
      renderCrewsPage(api.server);
      await loaded();
      await userEvent.click(form().getByRole('button', { name: 'Create team' }));
      expect(form().getByText(TEAM_MESSAGES.teamNameRequired)).toBeInTheDocument();
      expect(api.sent()).toEqual([]);

      await userEvent.type(form().getByLabelText(/^Team name/), '  East ');
      await userEvent.click(form().getByRole('button', { name: 'Create team' }));
      expect(await screen.findByText(TEAM_MESSAGES.teamCreated)).toBeInTheDocument();
      expect(api.sent()).toEqual(['POST /api/owner/teams {"name":"East"}']);
      expect(await screen.findByRole('listitem', { name: 'East' })).toBeInTheDocument();
    });

    it('shows the server’s error, else "Failed to create team"', async () => {

      allowConsoleError('Creating the team failed');
      renderCrewsPage(api.server);
      await loaded();
      await userEvent.type(form().getByLabelText(/^Team name/), 'north');
      await userEvent.click(form().getByRole('button', { name: 'Create team' }));
      expect(await screen.findByText(TEAM_API_ERRORS.teamNameTaken)).toBeInTheDocument();

      api.fail('POST /api/owner/teams', { status: 500, rawBody: 'boom' });
      await userEvent.click(form().getByRole('button', { name: 'Create team' }));
      expect(await screen.findByText(TEAM_MESSAGES.failedToCreateTeam)).toBeInTheDocument();
    });
  });

  describe('a team card', () => {
    it('renames inline, refusing an empty name', async () => {
      renderCrewsPage(api.server);
      await loaded();
      await userEvent.click(within(teamCard('North')).getByRole('button', { name: 'Rename North' }));
      const field = within(teamCard('North')).getByLabelText('Team name');
      expect(field).toHaveFocus();
      await userEvent.clear(field);
      await userEvent.keyboard('{Enter}');
      expect(within(teamCard('North')).getByText(TEAM_MESSAGES.teamNameEmpty)).toBeInTheDocument();
      expect(api.sent()).toEqual([]);

      await userEvent.type(field, ' Northwest {Enter}');
      expect(await screen.findByText(TEAM_MESSAGES.teamRenamed)).toBeInTheDocument();
      expect(api.sent()).toEqual(['PATCH /api/owner/teams/team-north {"name":"Northwest"}']);
      expect(await screen.findByRole('heading', { name: 'Northwest' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Rename Northwest' })).toHaveFocus();
    });

    it('keeps the old name on Escape and reports a failed rename', async () => {

      allowConsoleError('Failed to rename team');
      renderCrewsPage(api.server);
      await loaded();
      await userEvent.click(within(teamCard('South')).getByRole('button', { name: 'Rename South' }));
      await userEvent.keyboard('{Escape}');
      expect(within(teamCard('South')).getByRole('heading', { name: 'South' })).toBeInTheDocument();
      expect(within(teamCard('South')).getByRole('button', { name: 'Rename South' })).toHaveFocus();

      api.fail('PATCH /api/owner/teams/team-south', { status: 500, rawBody: 'boom' });
      await userEvent.click(within(teamCard('South')).getByRole('button', { name: 'Rename South' }));
      await userEvent.type(within(teamCard('South')).getByLabelText('Team name'), 'ern{Enter}');
      expect(await screen.findByText(TEAM_MESSAGES.failedToRenameTeam)).toBeInTheDocument();
      expect(within(teamCard('South')).getByLabelText('Team name')).toHaveValue('Southern');
    });

    it('asks "Delete this team? Members will become unassigned." before deleting', async () => {
      renderCrewsPage(api.server);
      await loaded();
      await userEvent.click(within(teamCard('North')).getByRole('button', { name: 'Delete North' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete North' });
      expect(dialog).toHaveAccessibleDescription('Delete this team? Members will become unassigned.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.sent()).toEqual([]);

      await userEvent.click(within(teamCard('North')).getByRole('button', { name: 'Delete North' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete team' }));
      expect(await screen.findByText(TEAM_MESSAGES.teamDeleted)).toBeInTheDocument();
      expect(api.sent()).toEqual(['DELETE /api/owner/teams/team-north']);
      await waitFor(() => expect(screen.queryByRole('listitem', { name: 'North' })).not.toBeInTheDocument());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const nowUnassigned = within(unassigned() as HTMLElement);
      expect(nowUnassigned.getByText('Ann Ash')).toBeInTheDocument();
      expect(nowUnassigned.getByText('Ben Birch')).toBeInTheDocument();
    });

    it('reports a failed delete with the server’s error first', async () => {

      allowConsoleError('Failed to delete team');
      api.fail('DELETE /api/owner/teams/team-south', { status: 404, body: { error: TEAM_API_ERRORS.teamNotFound } });
      renderCrewsPage(api.server);
      await loaded();
      await userEvent.click(within(teamCard('South')).getByRole('button', { name: 'Delete South' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete team' }));
      expect(await screen.findByText(TEAM_API_ERRORS.teamNotFound)).toBeInTheDocument();
      api.fail('DELETE /api/owner/teams/team-south', { status: 500, rawBody: 'boom' });
      await userEvent.click(within(teamCard('South')).getByRole('button', { name: 'Delete South' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete team' }));
      expect(await screen.findByText(TEAM_MESSAGES.failedToDeleteTeam)).toBeInTheDocument();
    });

    it('moves a member by adding them to the other team, then removing them from this one', async () => {
      renderCrewsPage(api.server);
      await loaded();
      await userEvent.selectOptions(within(teamCard('North')).getByRole('combobox', { name: 'Move Ann Ash to' }), 'South');
      await userEvent.click(within(teamCard('North')).getByRole('button', { name: 'Move Ann Ash' }));
      expect(await screen.findByText(TEAM_MESSAGES.memberMoved)).toBeInTheDocument();
      expect(api.sent()).toEqual(['POST /api/owner/teams/team-south/members {"user_id":"u-ann"}', 'DELETE /api/owner/teams/team-north/members/u-ann']);
      await waitFor(() => expect(memberNames('South')).toEqual(['Ann Ash']));
      expect(memberNames('North')).toEqual(['Ben Birch']);
    });

    it('reports a failed move with the server’s error, else "Failed to move member"', async () => {

      allowConsoleError('Failed to move member');
      api.fail('POST /api/owner/teams/team-south/members', { status: 500, rawBody: 'boom' });
      renderCrewsPage(api.server);
      await loaded();
      await userEvent.selectOptions(within(teamCard('North')).getByRole('combobox', { name: 'Move Ben Birch to' }), 'South');
      await userEvent.click(within(teamCard('North')).getByRole('button', { name: 'Move Ben Birch' }));
      expect(await screen.findByText(TEAM_MESSAGES.failedToMoveMember)).toBeInTheDocument();
      expect(api.sent()).toEqual(['POST /api/owner/teams/team-south/members {"user_id":"u-ben"}']);
    });

    it('adds a member from the unassigned crew', async () => {
      renderCrewsPage(api.server);
      await loaded();
      const south = within(teamCard('South'));
      expect(south.getByRole('button', { name: 'Add' })).toBeDisabled();
      await userEvent.selectOptions(south.getByLabelText('Add member'), 'cal@crew.test');
      await userEvent.click(south.getByRole('button', { name: 'Add' }));
      expect(await screen.findByText(TEAM_MESSAGES.memberAdded)).toBeInTheDocument();
      expect(api.sent()).toEqual(['POST /api/owner/teams/team-south/members {"user_id":"u-cal"}']);
      await waitFor(() => expect(memberNames('South')).toEqual(['cal@crew.test']));
      expect(screen.getByText('Every crew member is on a team.')).toBeInTheDocument();
      expect(within(teamCard('North')).getByText('No unassigned crew to add.')).toBeInTheDocument();
    });

    it('reports a failed add with the server’s error, else "Failed to add member"', async () => {

      allowConsoleError('Failed to add member');
      api.fail('POST /api/owner/teams/team-south/members', { status: 404, body: { error: TEAM_API_ERRORS.crewMemberNotFound } });
      renderCrewsPage(api.server);
      await loaded();
      const south = within(teamCard('South'));
      await userEvent.selectOptions(south.getByLabelText('Add member'), 'cal@crew.test');
      await userEvent.click(south.getByRole('button', { name: 'Add' }));
      expect(await screen.findByText(TEAM_API_ERRORS.crewMemberNotFound)).toBeInTheDocument();
      expect(south.getByLabelText('Add member')).toHaveValue('u-cal');
      api.fail('POST /api/owner/teams/team-south/members', { status: 500, rawBody: 'boom' });
      await userEvent.click(south.getByRole('button', { name: 'Add' }));
      expect(await screen.findByText(TEAM_MESSAGES.failedToAddMember)).toBeInTheDocument();
    });

    it('removes a member, who becomes unassigned, and reports a failed removal', async () => {

      allowConsoleError('Failed to remove member');
      renderCrewsPage(api.server);
      await loaded();
      await userEvent.click(within(teamCard('North')).getByRole('button', { name: 'Remove Ben Birch' }));
      expect(await screen.findByText(TEAM_MESSAGES.memberRemoved)).toBeInTheDocument();
      expect(api.sent()).toEqual(['DELETE /api/owner/teams/team-north/members/u-ben']);
      await waitFor(() => expect(memberNames('North')).toEqual(['Ann Ash']));
      expect(within(unassigned() as HTMLElement).getByText('Ben Birch')).toBeInTheDocument();

      api.fail('DELETE /api/owner/teams/team-north/members/u-ann', { status: 500, rawBody: 'boom' });
      await userEvent.click(within(teamCard('North')).getByRole('button', { name: 'Remove Ann Ash' }));
      expect(await screen.findByText(TEAM_MESSAGES.failedToRemoveMember)).toBeInTheDocument();
    });
  });
});
