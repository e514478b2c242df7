import type { CrewMember, Team as TeamView } from '@fsp/contracts';
import type { User } from '../users/entities/user.entity.js';
import type { Team } from './entities/team.entity.js';

export function toTeamView(team: Team): TeamView {
  return { id: team.id, name: team.name };
}

export function toCrewMember(user: User, teamId: string | null): CrewMember {
  return { id: user.id, name: user.name, email: user.email, team_id: teamId };
}
