import type { CrewMember, Team, TeamMembers } from '@fsp/contracts';

/** The member's name, or their e-mail when they have none. */
export function crewLabel(member: CrewMember): string {
  return member.name?.trim() || member.email;
}

/** Crew members on no team at all. */
export function unassignedCrew(crew: readonly CrewMember[]): CrewMember[] {
  return crew.filter((member) => member.team_id === null);
}

/** Teams a member could move to from `fromTeamId`: every other team they are not already on. */
export function moveTargets(teams: readonly Team[], members: TeamMembers, userId: string, fromTeamId: string): Team[] {
  return teams.filter((team) => team.id !== fromTeamId && !(members[team.id] ?? []).some((member) => member.id === userId));
}
