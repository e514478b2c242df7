import { ApiError } from '@fsp/api-client';
import { TEAM_API_ERRORS, TEAM_MESSAGES } from '@fsp/contracts';
import { inviteOutcomeToast } from './invite-outcome.js';

describe('inviteOutcomeToast', () => {
  it('reports an invite that went out', () => {
    expect(inviteOutcomeToast({ response: { ok: true, invited: true, note: null, error: null } })).toEqual({
      variant: 'success',
      message: TEAM_MESSAGES.crewMemberCreatedAndInvited,
    });
  });

  it('reports an invite that was not needed, with the server’s note', () => {
    expect(inviteOutcomeToast({ response: { ok: true, invited: false, note: 'Already signed in' } })).toEqual({
      variant: 'info',
      message: TEAM_MESSAGES.crewMemberCreatedNotInvited,
      detail: 'Already signed in',
    });
  });

  it('reports a failed invite with the server’s error, or the default', () => {
    expect(inviteOutcomeToast({ failure: new ApiError(502, 'Mail down', 'Mail down') })).toEqual({
      variant: 'error',
      message: TEAM_MESSAGES.crewMemberCreatedInviteFailed,
      detail: 'Mail down',
    });
    expect(inviteOutcomeToast({ failure: new Error('network') })).toMatchObject({ detail: TEAM_API_ERRORS.failedToSendInvite });
    expect(inviteOutcomeToast({ response: { ok: false, invited: false, error: 'Refused' } })).toEqual({
      variant: 'error',
      message: TEAM_MESSAGES.crewMemberCreatedInviteFailed,
      detail: 'Refused',
    });
  });
});
