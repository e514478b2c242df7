import { useEffect } from 'react';

/** While `active`, closing or reloading the tab asks the browser to confirm (unsaved edits would be lost). */
export function useWarnBeforeLeaving(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
