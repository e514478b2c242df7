import { TEAM_API_ERRORS, TEAM_MESSAGES, type CrewInvitationResponse } from '@fsp/contracts';
import { serverErrorOr } from '@fsp/api-client';
import type { ToastVariant } from '@fsp/ui';

export interface CrewCreatedToast {
  variant: ToastVariant;
  message: string;
  detail?: string;
}

/** What to tell the owner once the crew member exists, by how the invite went (part 2 §8). */
export function inviteOutcomeToast(outcome: { response: CrewInvitationResponse } | { failure: unknown }): CrewCreatedToast {
  if ('failure' in outcome) {
    return {
      variant: 'error',
      message: TEAM_MESSAGES.crewMemberCreatedInviteFailed,
      detail: serverErrorOr(outcome.failure, TEAM_API_ERRORS.failedToSendInvite),
    };
  }
  const { response } = outcome;
  if (!response.ok) {
    return { variant: 'error', message: TEAM_MESSAGES.crewMemberCreatedInviteFailed, detail: response.error || undefined };
  }
  if (!response.invited) return { variant: 'info', message: TEAM_MESSAGES.crewMemberCreatedNotInvited, detail: response.note || undefined };
  return { variant: 'success', message: TEAM_MESSAGES.crewMemberCreatedAndInvited };
}
