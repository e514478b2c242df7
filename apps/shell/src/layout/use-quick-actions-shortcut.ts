import { useEffect } from 'react';

/** Typing in a field must never open the panel. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

export function isQuickActionsShortcut(event: KeyboardEvent): boolean {
  return event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey && event.key.toLowerCase() === 'k';
}

/** Shift+K toggles the desktop Quick Actions panel (part 1 §2.9); Escape closes it. */
export function useQuickActionsShortcut(enabled: boolean, open: boolean, toggle: () => void, close: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        close();
        return;
      }
      if (isQuickActionsShortcut(event) && !event.repeat && !isTypingTarget(event.target)) {
        event.preventDefault();
        toggle();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, open, toggle, close]);
}
