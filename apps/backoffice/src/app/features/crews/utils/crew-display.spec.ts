import type { CrewMember, Team, TeamMembers } from '@fsp/contracts';
import { crewLabel, moveTargets, unassignedCrew } from './crew-display.js';

const member = (id: string, overrides: Partial<CrewMember> = {}): CrewMember => ({ id, name: null, email: `${id}@crew.test`, team_id: null, ...overrides });

describe('crew display', () => {
  it('labels a member by name, else by e-mail', () => {
    expect(crewLabel(member('a', { name: 'Ann' }))).toBe('Ann');
    expect(crewLabel(member('b', { name: '  ' }))).toBe('b@crew.test');
  });

  it('finds the crew on no team', () => {
    expect(unassignedCrew([member('a', { team_id: 't1' }), member('b')]).map((m) => m.id)).toEqual(['b']);
  });

  it('offers as move targets the other teams the member is not on yet', () => {
    const teams: Team[] = [
      { id: 't1', name: 'One' },
      { id: 't2', name: 'Two' },
      { id: 't3', name: 'Three' },
    ];
    const members: TeamMembers = { t1: [member('a')], t2: [], t3: [member('a')] };
    expect(moveTargets(teams, members, 'a', 't1').map((team) => team.id)).toEqual(['t2']);
  });
});
