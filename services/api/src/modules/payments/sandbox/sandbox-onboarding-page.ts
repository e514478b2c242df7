/** The sandbox's stand-in for Stripe's hosted onboarding. */
import { escapeHtml, sandboxHtmlPage } from './sandbox-html-page.js';

/** The onboarding form of an open link; its button posts to `completeAction`. */
export function sandboxOnboardingPage(input: { organizationName: string; completeAction: string }): string {
  return sandboxHtmlPage(
    'Sandbox payment onboarding',
    `<h1>Payment onboarding for ${escapeHtml(input.organizationName)}</h1>
<p>This is the sandbox payment provider: no real account is created and no money moves.
Completing onboarding marks the simulated account as verified, with charges and payouts enabled.</p>
<form method="post" action="${escapeHtml(input.completeAction)}" enctype="text/plain">
<button type="submit">Complete onboarding</button>
</form>`,
  );
}

/** Shown for an unknown, expired or already used link; `restartUrl` asks the app for a fresh one. */
export function sandboxOnboardingLinkClosedPage(restartUrl: string): string {
  return sandboxHtmlPage(
    'Onboarding link expired',
    `<h1>This onboarding link has expired or was already used.</h1>
<p><a class="button" href="${escapeHtml(restartUrl)}">Start onboarding again</a></p>`,
  );
}
