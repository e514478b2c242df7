import { setPasswordEmailBody, type SetPasswordEmail, type SetPasswordLinks } from '../users/set-password-email.js';

/** What an invited crew member receives: who adds them, where to set a password, and where to sign in after. */
export interface CrewInviteTextInput extends SetPasswordLinks {
  organizationName: string;
  crewName: string | null;
}

export function crewInviteEmail({ organizationName, crewName, passwordUrl, loginUrl }: CrewInviteTextInput): SetPasswordEmail {
  return {
    subject: `${organizationName} added you to their crew`,
    body: setPasswordEmailBody({
      name: crewName,
      intro: `${organizationName} added you to their crew. Set your password here to see your schedule:`,
      passwordUrl,
      loginUrl,
    }),
  };
}
