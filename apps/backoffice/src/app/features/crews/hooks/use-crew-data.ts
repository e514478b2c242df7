import { TEAM_MESSAGES, type CrewMember, type Team, type TeamMembers } from '@fsp/contracts';
import { serverErrorOr, useCrewMembers, useTeamMembers, useTeams } from '@fsp/api-client';

export type CrewData =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void; retrying: boolean }
  | { status: 'ready'; teams: Team[]; crew: CrewMember[]; members: TeamMembers };

/** The three reads the Crews screen is built from; one failure fails the screen ("Failed to load teams/crew"). */
export function useCrewData(): CrewData {
  const options = { errorMessage: TEAM_MESSAGES.failedToLoad };
  const teams = useTeams(options);
  const crew = useCrewMembers(options);
  const members = useTeamMembers(options);
  const queries = [teams, crew, members];

  const failed = queries.find((query) => query.isError);
  if (failed) {
    return {
      status: 'error',
      message: serverErrorOr(failed.error, TEAM_MESSAGES.failedToLoad),
      retry: () => queries.forEach((query) => void query.refetch()),
      retrying: queries.some((query) => query.isFetching),
    };
  }
  if (!teams.data || !crew.data || !members.data) return { status: 'loading' };
  return { status: 'ready', teams: teams.data, crew: crew.data, members: members.data };
}
