import type { CrewInvitationResponse, CrewMember, Team, TeamMembers } from '@fsp/contracts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const nullableString = (value: unknown) => value === null || typeof value === 'string';

export function isTeamRecord(value: unknown): value is Team {
  return isObject(value) && typeof value['id'] === 'string' && typeof value['name'] === 'string';
}

export function isCrewMember(value: unknown): value is CrewMember {
  return (
    isObject(value) &&
    typeof value['id'] === 'string' &&
    nullableString(value['name']) &&
    typeof value['email'] === 'string' &&
    nullableString(value['team_id'])
  );
}

export function isTeamMembers(value: unknown): value is TeamMembers {
  return isObject(value) && !Array.isArray(value) && Object.values(value).every((members) => Array.isArray(members) && members.every(isCrewMember));
}

export function isCrewInvitationResponse(value: unknown): value is CrewInvitationResponse {
  return (
    isObject(value) &&
    typeof value['ok'] === 'boolean' &&
    typeof value['invited'] === 'boolean' &&
    (value['note'] === undefined || nullableString(value['note'])) &&
    (value['error'] === undefined || nullableString(value['error']))
  );
}
