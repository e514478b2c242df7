/** What an invited crew member receives: who adds them, where to set a password, and where to sign in after. */
export interface CrewInviteTextInput {
  organizationName: string;
  crewName: string | null;
  passwordUrl: string;
  loginUrl: string;
}

export function crewInviteEmail({ organizationName, crewName, passwordUrl, loginUrl }: CrewInviteTextInput): { subject: string; body: string } {
  return {
    subject: `${organizationName} added you to their crew`,
    body: [
      crewName ? `Hello ${crewName},` : 'Hello,',
      '',
      `${organizationName} added you to their crew. Set your password here to see your schedule:`,
      '',
      passwordUrl,
      '',
      `Afterwards, sign in at ${loginUrl}`,
    ].join('\n'),
  };
}
