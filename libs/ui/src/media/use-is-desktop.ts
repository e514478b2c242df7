import { DESKTOP_BREAKPOINT_PX } from '@fsp/contracts';
import { useMediaQuery } from './use-media-query.js';

export const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/** True at 768 px and wider (part 1 §9); without media queries the desktop layout is the safe default. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY, true);
}
