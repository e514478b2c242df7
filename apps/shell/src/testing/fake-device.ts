/**
 * jsdom has no media queries: a device of a given width and colour scheme that answers `min-width` and
 * `prefers-color-scheme` queries and, like a browser, tells listeners when the scheme switches.
 */
export interface FakeDevice {
  setDark(dark: boolean): void;
}

export function emulateDevice({ width, dark }: { width: number; dark: boolean }): FakeDevice {
  const state = { dark };
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();
  const matches = (query: string): boolean => {
    const scheme = /prefers-color-scheme:\s*(dark|light)/.exec(query)?.[1];
    if (scheme) return (scheme === 'dark') === state.dark;
    return width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
  };
  const listFor = (query: string) => {
    const registered = listeners.get(query) ?? new Set();
    listeners.set(query, registered);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => void registered.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => void registered.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => void registered.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => void registered.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: listFor });
  return {
    setDark(next) {
      state.dark = next;
      for (const [query, registered] of listeners) {
        if (!query.includes('prefers-color-scheme')) continue;
        for (const listener of registered) listener({ matches: matches(query), media: query } as MediaQueryListEvent);
      }
    },
  };
}
