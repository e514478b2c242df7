import { TEAMS_PATH } from './get-teams.js';

export function teamPath(teamId: string): string {
  return `${TEAMS_PATH}/${encodeURIComponent(teamId)}`;
}

export function teamMemberPath(teamId: string, userId?: string): string {
  const members = `${teamPath(teamId)}/members`;
  return userId === undefined ? members : `${members}/${encodeURIComponent(userId)}`;
}
