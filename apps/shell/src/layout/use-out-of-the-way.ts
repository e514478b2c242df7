import { useEffect, useState, type RefObject } from 'react';
import { primaryActionUnder } from './primary-action-under.js';

/**
 * Whether the floating button should step aside: while a form's primary action lies under it (part of the page's
 * content scrolled there, or a form laid out there), unless the button itself has focus. Checked again, once per
 * frame at most, on scroll, resize, focus moves and page changes.
 */
export function useOutOfTheWay(buttonRef: RefObject<HTMLElement | null>): boolean {
  const [away, setAway] = useState(false);

  useEffect(() => {
    const button = buttonRef.current;
    if (!button) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setAway(document.activeElement !== button && primaryActionUnder(button));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    check();
    const pageChanges = new MutationObserver(schedule);
    pageChanges.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      pageChanges.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
    };
  }, [buttonRef]);

  return away;
}
