import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The design tokens (global.css) against every stylesheet that reads them: the shell, libs/ui and the four
 * remotes. A dark theme only works if each colour is a token with a dark value and no stylesheet paints its own.
 */
const workspace = fileURLToPath(new URL('../../../../', import.meta.url));
const globalCss = readFileSync(fileURLToPath(new URL('./global.css', import.meta.url)), 'utf8');
const STYLED_SOURCES = ['apps/shell/src', 'apps/backoffice/src', 'apps/admin/src', 'apps/public-site/src', 'apps/customer-signup/src', 'libs/ui/src'];

function tokensOf(selector: string): Map<string, string> {
  const start = globalCss.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`global.css has no ${selector} block`);
  const block = globalCss.slice(start, globalCss.indexOf('\n}', start));
  return new Map([...block.matchAll(/(--fsp-[a-z0-9-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
}

const light = tokensOf(':root');
const dark = tokensOf(":root[data-theme='dark']");
const isColourToken = (name: string) => /^--fsp-(color|badge|shadow)-/.test(name) || name === '--fsp-hover-filter';

function stylesheets(): Array<{ path: string; css: string }> {
  return STYLED_SOURCES.flatMap((root) =>
    readdirSync(join(workspace, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => join(workspace, root, file))
      .map((path) => ({ path: relative(workspace, path), css: readFileSync(path, 'utf8') })),
  );
}

/** `var(--x, fallback)` → `var(--x)`, nested fallbacks included: a fallback only paints outside the shell. */
function withoutFallbacks(css: string): string {
  let out = '';
  let index = 0;
  while (index < css.length) {
    const start = css.indexOf('var(', index);
    if (start < 0) return out + css.slice(index);
    out += css.slice(index, start);
    let depth = 0;
    let end = start;
    for (; end < css.length; end++) {
      if (css[end] === '(') depth++;
      else if (css[end] === ')' && --depth === 0) break;
    }
    const inner = css.slice(start + 4, end);
    const comma = inner.indexOf(',');
    out += `var(${comma < 0 ? inner : inner.slice(0, comma)})`;
    index = end + 1;
  }
  return out;
}

const NAMED_COLOUR = /\b(white|black|red|green|blue|gray|grey|yellow|orange|purple|pink|silver|navy|teal|maroon|olive|lime|aqua|fuchsia)\b/i;

/** Declarations that write a colour themselves (outside global.css's token blocks). */
function hardCodedColours(css: string): string[] {
  const declarations = withoutFallbacks(css.replace(/\/\*[\s\S]*?\*\//g, '')).matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/gi);
  return [...declarations]
    .map(([declaration, property, value]) => [declaration, property, value.replace(/var\(--[a-z0-9-]+\)/gi, '')])
    .filter(([, property, value]) => !property.startsWith('--') && (/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i.test(value) || NAMED_COLOUR.test(value)))
    .map(([declaration]) => declaration.trim());
}

function luminance(hex: string): number {
  const digits = hex.slice(1).length === 3 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(tokens: Map<string, string>, foreground: string, background: string): number {
  const [a, b] = [foreground, background].map((name) => {
    const value = tokens.get(`--fsp-${name}`);
    if (!value || !/^#[0-9a-f]{3,6}$/i.test(value)) throw new Error(`--fsp-${name} is not a plain colour: ${value}`);
    return luminance(value);
  });
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Text colour on the fills it is used on (WCAG AA: 4.5:1). */
const TEXT_PAIRS: Array<[string, string[]]> = [
  ['color-text', ['color-page', 'color-surface', 'color-surface-muted', 'color-primary-soft', 'color-danger-soft', 'color-warning-bg']],
  ['color-text-muted', ['color-page', 'color-surface', 'color-surface-muted']],
  ['color-primary', ['color-page', 'color-surface', 'color-surface-muted', 'color-primary-soft']],
  ['color-primary-strong', ['color-primary-soft', 'color-surface']],
  ['color-on-primary', ['color-primary', 'color-primary-strong']],
  ['color-danger', ['color-page', 'color-surface', 'color-danger-soft']],
  ['color-on-danger', ['color-danger', 'color-danger-strong']],
  ['color-warning-fg', ['color-warning-bg', 'color-surface']],
  ['color-link', ['color-page', 'color-surface']],
  ['color-success', ['color-surface']],
  ['color-toast-fg', ['color-toast-bg']],
  ['color-sidebar-text', ['color-sidebar', 'color-sidebar-active']],
  ['color-sidebar-text-strong', ['color-sidebar', 'color-sidebar-active']],
  ['color-sidebar-heading', ['color-sidebar']],
  ...['purple', 'green', 'blue', 'yellow', 'gray', 'red'].map((hue): [string, string[]] => [`badge-${hue}-fg`, [`badge-${hue}-bg`]]),
];

describe('design tokens', () => {
  it('give every colour a dark value, and the dark theme no colour the light one lacks', () => {
    const colours = [...light.keys()].filter(isColourToken);
    expect(colours.filter((name) => !dark.has(name))).toEqual([]);
    expect([...dark.keys()].filter((name) => !light.has(name))).toEqual([]);
    expect(globalCss).toMatch(/:root \{\n\s+color-scheme: light;/);
    expect(globalCss).toMatch(/:root\[data-theme='dark'\] \{\n\s+color-scheme: dark;/);
  });

  it('define every token a stylesheet reads', () => {
    const undefinedTokens = stylesheets().flatMap(({ path, css }) =>
      [...css.matchAll(/var\((--fsp-[a-z0-9-]+)/g)].map((match) => match[1]).filter((name) => !light.has(name)).map((name) => `${path}: ${name}`),
    );
    expect([...new Set(undefinedTokens)]).toEqual([]);
  });

  it('are the only colours the stylesheets paint with', () => {
    const found = stylesheets()
      .filter(({ path }) => !path.endsWith('apps/shell/src/styles/global.css'))
      .flatMap(({ path, css }) => hardCodedColours(css).map((declaration) => `${path}: ${declaration}`));
    expect(found).toEqual([]);
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ])('keep text readable in the %s theme (WCAG AA 4.5:1; the focus ring 3:1)', (_theme, tokens) => {
    const failing = TEXT_PAIRS.flatMap(([foreground, backgrounds]) =>
      backgrounds
        .map((background) => ({ pair: `${foreground} on ${background}`, ratio: contrast(tokens, foreground, background) }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`),
    );
    expect(failing).toEqual([]);
    expect(contrast(tokens, 'color-focus', 'color-page')).toBeGreaterThanOrEqual(3);
  });

  it('reserve room on phones for the floating Quick Actions button: its size, its margin above and below, and the safe area', () => {
    expect(light.get('--fsp-fab-reserve')).toBe('calc(var(--fsp-fab-size) + 2 * var(--fsp-fab-offset) + env(safe-area-inset-bottom, 0px))');
    const fab = readFileSync(join(workspace, 'apps/shell/src/layout/quick-actions.module.css'), 'utf8');
    expect(fab).toMatch(/\.fab \{[^}]*width: var\(--fsp-fab-size\);[^}]*height: var\(--fsp-fab-size\);/);
    expect(fab).toMatch(/\.fab \{[^}]*right: var\(--fsp-fab-offset\);[^}]*bottom: calc\(var\(--fsp-fab-offset\) \+ env\(safe-area-inset-bottom, 0px\)\);/);
    const layout = readFileSync(join(workspace, 'apps/shell/src/layout/app-layout.module.css'), 'utf8');
    expect(layout).toMatch(/\.reserveQuickActions \{\s*padding-bottom: var\(--fsp-fab-reserve\);\s*\}/);
    expect(globalCss).toMatch(/:root\[data-quick-actions='floating'\] \{\s*scroll-padding-bottom: var\(--fsp-fab-reserve\);\s*\}/);
  });
});
