import { SWIPE_MAX_DRAG_PX, SWIPE_THRESHOLD_PX } from '@fsp/contracts';

/** Swipe right edits the time, swipe left cancels (part 1 §2.10). */
export type SwipeAction = 'edit-time' | 'cancel';

/** Movement below this is a tap, not the start of a swipe. */
export const SWIPE_SLOP_PX = 8;

/** How far the row follows the finger: never more than SWIPE_MAX_DRAG_PX either way. */
export function clampSwipeOffset(deltaX: number): number {
  return Math.max(-SWIPE_MAX_DRAG_PX, Math.min(SWIPE_MAX_DRAG_PX, deltaX));
}

/** What a released swipe does: at least SWIPE_THRESHOLD_PX to either side acts, anything shorter springs back. */
export function swipeActionFor(deltaX: number): SwipeAction | null {
  if (deltaX >= SWIPE_THRESHOLD_PX) return 'edit-time';
  if (deltaX <= -SWIPE_THRESHOLD_PX) return 'cancel';
  return null;
}

/** A gesture becomes a horizontal swipe once it has moved past the slop more sideways than up or down. */
export function isHorizontalSwipe(deltaX: number, deltaY: number): boolean {
  return Math.abs(deltaX) > SWIPE_SLOP_PX && Math.abs(deltaX) > Math.abs(deltaY);
}
