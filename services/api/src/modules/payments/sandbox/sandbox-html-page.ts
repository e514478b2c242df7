/** The shell of the sandbox's own pages (onboarding, authentication): small, self-contained HTML with no script. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLES = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f4f5f7; color: #1f2933; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  main.wide { max-width: 72rem; }
  @media (max-width: 768px) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
  .badge { display: inline-block; padding: .2rem .6rem; border-radius: 999px; background: #fff3cd; color: #7a4d00; font-weight: 600; font-size: .85rem; letter-spacing: .02em; }
  h1 { font-size: 1.4rem; margin: .75rem 0 .5rem; }
  p { line-height: 1.5; }
  form { display: inline-block; margin-right: .75rem; }
  button, a.button { display: inline-block; margin-top: 1rem; padding: .7rem 1.2rem; border: 0; border-radius: 8px; background: #4338ca; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; text-decoration: none; }
  button.secondary { background: #fff; color: #b42318; box-shadow: inset 0 0 0 2px #b42318; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
  .table { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; }
  th, td { padding: .45rem .6rem; border-bottom: 1px solid #e4e7eb; text-align: left; vertical-align: top; }
  th { font-weight: 600; color: #52606d; white-space: nowrap; }
  td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .muted { color: #52606d; }
  button:focus-visible, a:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
`;

/** A complete page: `body` is HTML the caller has escaped. A `wide` page has room for tables. */
export function sandboxHtmlPage(title: string, body: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ''}>
<span class="badge" role="note">Sandbox</span>
${body}
</main>
</body>
</html>`;
}
