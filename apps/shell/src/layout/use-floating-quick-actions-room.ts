import { useEffect } from 'react';

/** The <html> attribute global.css reads to keep scrolled-to controls clear of the floating Quick Actions button. */
export const FLOATING_QUICK_ACTIONS_ATTRIBUTE = 'data-quick-actions';

/** While the floating button shows (phones), scrolling a control into view leaves room for it. */
export function useFloatingQuickActionsRoom(floating: boolean): void {
  useEffect(() => {
    if (!floating) return;
    const root = document.documentElement;
    root.setAttribute(FLOATING_QUICK_ACTIONS_ATTRIBUTE, 'floating');
    return () => root.removeAttribute(FLOATING_QUICK_ACTIONS_ATTRIBUTE);
  }, [floating]);
}
