import type { Role } from './roles.js';

/** Part 2 §3 "Team". */
export interface Team {
  id: string;
  name: string;
}

/** Part 2 §3 "Crew member": a user of the organization with the crew_member role. */
export interface CrewMember {
  id: string;
  name: string | null;
  email: string;
  team_id: string | null;
}

/** GET /api/owner/teams/members: team id → members (part 2 §3). */
export type TeamMembers = Record<string, CrewMember[]>;

export interface TeamNameRequest {
  name: string;
}

export interface AddTeamMemberRequest {
  user_id: string;
}

/** POST /api/owner/crew-members. */
export interface CreateCrewMemberRequest {
  email: string;
  name?: string | null;
  team_id?: string | null;
}

/** POST /api/owner/invitations with role crew_member. */
export interface CrewInvitationRequest {
  email: string;
  role: 'crew_member';
}

/** Its answer: `invited` false with a `note` when no invite went out (part 2 §7). */
export interface CrewInvitationResponse {
  ok: boolean;
  invited: boolean;
  note?: string | null;
  error?: string | null;
}

/** Who reads teams (the schedule's team pickers) and who changes them (part 2 §2 "Crews (owner or admin)"). */
export const TEAM_READER_ROLES: readonly Role[] = ['owner', 'manager', 'admin', 'crew_member'];
export const TEAM_MANAGER_ROLES: readonly Role[] = ['owner', 'admin'];
/** Who reads the crew list and who is on which team (not crew members: the list carries colleagues' e-mails). */
export const CREW_READER_ROLES: readonly Role[] = ['owner', 'manager', 'admin'];

/** Words of the Crews screen (part 2 §5, §8). */
export const TEAM_MESSAGES = {
  teamNameRequired: 'Team name required',
  teamNameEmpty: 'Team name cannot be empty',
  emailRequired: 'Email is required',
  confirmDeleteTeam: 'Delete this team? Members will become unassigned.',
  failedToLoad: 'Failed to load teams/crew',
  failedToLoadTeams: 'Failed to load teams',
  failedToCreateTeam: 'Failed to create team',
  failedToRenameTeam: 'Failed to rename team',
  failedToDeleteTeam: 'Failed to delete team',
  failedToAddMember: 'Failed to add member',
  failedToRemoveMember: 'Failed to remove member',
  failedToMoveMember: 'Failed to move member',
  failedToCreateCrewMember: 'Failed to create crew member',
  crewMemberCreatedNotInvited: 'Crew member created. Invite not sent.',
  crewMemberCreatedInviteFailed: 'Crew member created. Failed to send invite.',
  crewMemberCreatedAndInvited: 'Crew member created and invited.',
  teamCreated: 'Team created',
  teamRenamed: 'Team renamed',
  teamDeleted: 'Team deleted',
  memberAdded: 'Member added',
  memberRemoved: 'Member removed',
  memberMoved: 'Member moved',
  unassignedCrew: 'Unassigned Crew',
} as const;

export const TEAM_NAME_MAX_LENGTH = 100;
export const CREW_NAME_MAX_LENGTH = 200;
const CREW_EMAIL_MAX_LENGTH = 254;

/** The teams API's refusals that the spec does not word. */
export const TEAM_API_ERRORS = {
  teamNotFound: 'Team not found',
  crewMemberNotFound: 'Crew member not found',
  teamNameTaken: 'A team with this name already exists',
  alreadyMember: 'This crew member is already on the team',
  emailInOtherOrganization: 'This e-mail address belongs to a user of another organization',
  emailBelongsToOtherRole: 'This e-mail address belongs to a user with another role',
  invalidEmail: 'Enter a valid email address.',
  onlyCrewInvitations: 'Only crew_member invitations are supported here',
  teamsForbidden: 'Owner or Admin role required to manage teams',
  notOnTeam: 'This crew member is not on the team',
  teamNameTooLong: `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`,
  crewNameInvalid: `Name must be text of at most ${CREW_NAME_MAX_LENGTH} characters`,
  failedToSendInvite: 'Failed to send crew invite',
} as const;

/** Why POST /api/owner/invitations sent nothing (`invited: false`). */
export const CREW_INVITE_NOTES = {
  alreadySignedIn: 'This crew member has already signed in, so no invite is needed.',
  noCrewMember: 'No crew member of your organization has this e-mail address.',
} as const;

/** POST /api/owner/teams/{id}/members answers the membership it made. */
export interface TeamMembership {
  team_id: string;
  user_id: string;
}

/** A team name's rule (text judged trimmed); `emptyMessage` tells creating ("required") from renaming ("cannot be empty"). */
export function teamNameError(value: unknown, emptyMessage: string = TEAM_MESSAGES.teamNameRequired): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return emptyMessage;
  return text.length > TEAM_NAME_MAX_LENGTH ? TEAM_API_ERRORS.teamNameTooLong : null;
}

/** A crew member's e-mail rule (text judged trimmed): required, then an address shape. */
export function crewEmailError(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return TEAM_MESSAGES.emailRequired;
  return text.length > CREW_EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? TEAM_API_ERRORS.invalidEmail : null;
}

/** A crew member's optional name: at most CREW_NAME_MAX_LENGTH characters once trimmed. */
export function crewNameError(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return TEAM_API_ERRORS.crewNameInvalid;
  return value.trim().length > CREW_NAME_MAX_LENGTH ? TEAM_API_ERRORS.crewNameInvalid : null;
}
