import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { clampSwipeOffset, isHorizontalSwipe, swipeActionFor, type SwipeAction } from '../utils/swipe.js';

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  /** Set once the gesture is known to be sideways; until then a vertical scroll may still win. */
  swiping: boolean;
}

/**
 * Pointer handlers for a row that follows a horizontal swipe and, released past the threshold, reports which
 * way it went. A tap stays a tap; a swipe suppresses the click that would otherwise land on a button under it.
 */
export function useSwipe(onSwipe: (action: SwipeAction) => void) {
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, act: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    setOffset(0);
    if (!current.swiping) return;
    swallowClick.current = true;
    const action = act ? swipeActionFor(event.clientX - current.startX) : null;
    if (action) onSwipe(action);
  };

  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        swallowClick.current = false;
        gesture.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, swiping: false };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = gesture.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const deltaX = event.clientX - current.startX;
        if (!current.swiping) {
          if (!isHorizontalSwipe(deltaX, event.clientY - current.startY)) return;
          current.swiping = true;
          // Captured only now, so a plain tap still reaches the button it started on.
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(clampSwipeOffset(deltaX));
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
      onClickCapture(event: MouseEvent<HTMLElement>) {
        // A keyboard (or assistive technology) click has no pointer behind it (detail 0): never the end of a swipe.
        if (!swallowClick.current || event.detail === 0) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
