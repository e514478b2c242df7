/** What an invited customer receives: who invites them, the link, and how long it works. */
export interface InviteTextInput {
  organizationName: string;
  link: string;
  ttlHours: number;
}

function validity(ttlHours: number): string {
  return ttlHours === 1 ? '1 hour' : `${ttlHours} hours`;
}

export function inviteEmail({ organizationName, link, ttlHours }: InviteTextInput): { subject: string; body: string } {
  return {
    subject: `${organizationName} invites you to request service`,
    body: [
      'Hello,',
      '',
      `${organizationName} invites you to request service. Open this link to tell them what you need and when you are available:`,
      '',
      link,
      '',
      `The link works for ${validity(ttlHours)}.`,
    ].join('\n'),
  };
}

export function inviteSms({ organizationName, link, ttlHours }: InviteTextInput): string {
  return `${organizationName}: request service here ${link} (link valid for ${validity(ttlHours)})`;
}
