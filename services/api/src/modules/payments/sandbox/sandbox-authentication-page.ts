/** The sandbox's stand-in for the bank's 3-D Secure page that Stripe.js shows for an on-session payment. */
import { SANDBOX_AUTHENTICATION_WORDS } from '@fsp/contracts';
import { escapeHtml, sandboxHtmlPage } from './sandbox-html-page.js';

export const SANDBOX_AUTHENTICATION_CLOSED = 'This authentication link is no longer valid.';

function money(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}

/** The two answers a cardholder can give; each button posts to its own action. */
export function sandboxAuthenticationPage(input: {
  businessName: string;
  amountCents: number;
  currency: string;
  card: { brand: string; last4: string } | null;
  completeAction: string;
  failAction: string;
}): string {
  const payee = input.businessName ? ` to ${escapeHtml(input.businessName)}` : '';
  const card = input.card ? ` with your ${escapeHtml(input.card.brand)} card ending in ${escapeHtml(input.card.last4)}` : '';
  return sandboxHtmlPage(
    SANDBOX_AUTHENTICATION_WORDS.title,
    `<h1>${escapeHtml(SANDBOX_AUTHENTICATION_WORDS.title)}</h1>
<p>Your bank asks you to confirm a payment of <strong>${escapeHtml(money(input.amountCents, input.currency))}</strong>${payee}${card}.</p>
<p>This page stands in for your bank's 3-D Secure check in the sandbox: no real card is charged.</p>
<form method="post" action="${escapeHtml(input.completeAction)}" enctype="text/plain">
<button type="submit">${escapeHtml(SANDBOX_AUTHENTICATION_WORDS.complete)}</button>
</form>
<form method="post" action="${escapeHtml(input.failAction)}" enctype="text/plain">
<button type="submit" class="secondary">${escapeHtml(SANDBOX_AUTHENTICATION_WORDS.fail)}</button>
</form>`,
  );
}

/** For an unknown or already used authentication link. */
export function sandboxAuthenticationClosedPage(): string {
  return sandboxHtmlPage(SANDBOX_AUTHENTICATION_CLOSED, `<h1>${escapeHtml(SANDBOX_AUTHENTICATION_CLOSED)}</h1>`);
}

/** After the answer, for a payment made without a return address. */
export function sandboxAuthenticationDonePage(succeeded: boolean): string {
  const title = succeeded ? 'Authentication complete' : 'Authentication failed';
  return sandboxHtmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>You can close this page.</p>`);
}
