/** The attribute global.css switches the colour tokens on: `:root[data-theme='dark']`. */
export const THEME_ATTRIBUTE = 'data-theme';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function applyTheme(theme: 'light' | 'dark', root: HTMLElement = document.documentElement): void {
  if (root.getAttribute(THEME_ATTRIBUTE) !== theme) root.setAttribute(THEME_ATTRIBUTE, theme);
}
