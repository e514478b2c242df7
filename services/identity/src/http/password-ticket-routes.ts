import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PasswordTicketStore } from '../accounts/password-tickets.js';
import { PASSWORD_MIN_LENGTH, SIGNUP_ERRORS } from '../accounts/signup-validation.js';
import { readForm } from './form-body.js';
import { renderErrorPage, renderSetPasswordPage } from './pages.js';
import { redirect, sendHtml } from './responses.js';

/** Auth0's ticket page path; the secret travels in `?ticket=`. */
export const PASSWORD_TICKET_PATH = '/lo/reset';

export const PASSWORD_TICKET_ERRORS = {
  invalidTicket: 'This link has expired or has already been used. Ask for a new one.',
  mismatch: 'Passwords do not match.',
  tooShort: SIGNUP_ERRORS.passwordTooShort,
} as const;

export function passwordTicketUrl(issuer: string, secret: string): string {
  const url = new URL(PASSWORD_TICKET_PATH.slice(1), issuer);
  url.searchParams.set('ticket', secret);
  return url.href;
}

/** Shows the "Set your password" page of a ticket and redeems it: once, before it expires, then on to its result_url. */
export class PasswordTicketRoutes {
  constructor(private readonly tickets: PasswordTicketStore) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === 'POST') return this.submit(req, res);
    return this.show(res, url.searchParams.get('ticket') ?? '');
  }

  private async show(res: ServerResponse, secret: string): Promise<void> {
    const ticket = secret ? await this.tickets.findOpen(secret) : undefined;
    if (!ticket) return sendHtml(res, 400, renderErrorPage(PASSWORD_TICKET_ERRORS.invalidTicket));
    sendHtml(res, 200, renderSetPasswordPage({ ticket: secret, email: ticket.email }));
  }

  private async submit(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const secret = form.get('ticket') ?? '';
    const password = form.get('password') ?? '';
    const ticket = secret ? await this.tickets.findOpen(secret) : undefined;
    if (!ticket) return sendHtml(res, 400, renderErrorPage(PASSWORD_TICKET_ERRORS.invalidTicket));

    const problem =
      password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TICKET_ERRORS.tooShort : password !== form.get('confirm_password') ? PASSWORD_TICKET_ERRORS.mismatch : null;
    if (problem) return sendHtml(res, 400, renderSetPasswordPage({ ticket: secret, email: ticket.email, error: problem }));

    const redeemed = await this.tickets.redeem(secret, password);
    // Used or expired between the check above and now (another tab submitted first).
    if (!redeemed) return sendHtml(res, 400, renderErrorPage(PASSWORD_TICKET_ERRORS.invalidTicket));
    redirect(res, redeemed.resultUrl);
  }
}
