/** The sandbox's stand-in for Stripe's hosted onboarding: small, self-contained HTML with no script. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLES = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f4f5f7; color: #1f2933; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  @media (max-width: 768px) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
  .badge { display: inline-block; padding: .2rem .6rem; border-radius: 999px; background: #fff3cd; color: #7a4d00; font-weight: 600; font-size: .85rem; letter-spacing: .02em; }
  h1 { font-size: 1.4rem; margin: .75rem 0 .5rem; }
  p { line-height: 1.5; }
  button, a.button { display: inline-block; margin-top: 1rem; padding: .7rem 1.2rem; border: 0; border-radius: 8px; background: #4338ca; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; text-decoration: none; }
  button:focus-visible, a:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<span class="badge" role="note">Sandbox</span>
${body}
</main>
</body>
</html>`;
}

/** The onboarding form of an open link; its button posts to `completeAction`. */
export function sandboxOnboardingPage(input: { organizationName: string; completeAction: string }): string {
  return page(
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
  return page(
    'Onboarding link expired',
    `<h1>This onboarding link has expired or was already used.</h1>
<p><a class="button" href="${escapeHtml(restartUrl)}">Start onboarding again</a></p>`,
  );
}
