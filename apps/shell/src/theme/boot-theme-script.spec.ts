import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emulateDevice } from '../testing/fake-device.js';
import { THEME_STORAGE_KEY } from './theme-storage.js';

const indexHtml = readFileSync(fileURLToPath(new URL('../../public/index.html', import.meta.url)), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

/** Runs public/index.html's inline script the way the browser does before first paint. */
function bootPage(): string | null {
  new Function(inlineScript)();
  return document.documentElement.getAttribute('data-theme');
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  window.localStorage.clear();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the theme before first paint (public/index.html)', () => {
  it('runs in the page head, ahead of the app', () => {
    expect(inlineScript).toContain(`'${THEME_STORAGE_KEY}'`);
    expect(indexHtml.indexOf('<script>')).toBeLessThan(indexHtml.indexOf('</head>'));
  });

  it('paints in the remembered explicit choice whatever the device says', () => {
    emulateDevice({ width: 390, dark: false });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(bootPage()).toBe('dark');
    emulateDevice({ width: 390, dark: true });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(bootPage()).toBe('light');
  });

  it('follows the device for "system" and when nothing is remembered', () => {
    emulateDevice({ width: 1280, dark: true });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
    expect(bootPage()).toBe('dark');
    window.localStorage.removeItem(THEME_STORAGE_KEY);
    emulateDevice({ width: 1280, dark: false });
    expect(bootPage()).toBe('light');
  });

  it('paints light where neither storage nor media queries can be asked', () => {
    Reflect.deleteProperty(window, 'matchMedia');
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(bootPage()).toBe('light');
    } finally {
      if (storage) Object.defineProperty(window, 'localStorage', storage);
    }
  });
});
