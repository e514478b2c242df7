import { DASHBOARD_MESSAGES, type Team } from '@fsp/contracts';
import type { DashboardStop } from './dashboard-stops.js';

export interface TeamGroup {
  /** The team's id, or UNASSIGNED_GROUP_ID for stops without a team. */
  id: string;
  name: string;
  stops: DashboardStop[];
}

export const UNASSIGNED_GROUP_ID = 'unassigned';

/**
 * One group per team in the teams' order, then "Unassigned" when some stops have no team (or a team that is no
 * longer listed), so no stop goes missing from the owner's view.
 */
export function groupStopsByTeam(stops: readonly DashboardStop[], teams: readonly Team[]): TeamGroup[] {
  const known = new Set(teams.map((team) => team.id));
  const groups: TeamGroup[] = teams.map((team) => ({ id: team.id, name: team.name, stops: stops.filter((stop) => stop.teamId === team.id) }));
  const unassigned = stops.filter((stop) => stop.teamId === null || !known.has(stop.teamId));
  if (unassigned.length > 0) groups.push({ id: UNASSIGNED_GROUP_ID, name: DASHBOARD_MESSAGES.unassignedTeam, stops: unassigned });
  return groups;
}
