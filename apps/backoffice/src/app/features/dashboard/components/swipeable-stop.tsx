import type { ReactNode } from 'react';
import { DASHBOARD_MESSAGES } from '@fsp/contracts';
import { useSwipe } from '../hooks/use-swipe.js';
import type { SwipeAction } from '../utils/swipe.js';
import styles from './swipeable-stop.module.css';

export interface SwipeableStopProps {
  onSwipe(action: SwipeAction): void;
  children: ReactNode;
}

/**
 * Mobile: swipe right to edit the time, left to cancel (part 1 §2.10). The card's own buttons do the same for
 * keyboard and screen-reader users, so the hints behind the row are decoration.
 */
export function SwipeableStop({ onSwipe, children }: SwipeableStopProps) {
  const { offset, handlers } = useSwipe(onSwipe);
  return (
    <div className={styles.row} data-testid="swipeable-stop">
      <div className={styles.hints} aria-hidden="true" data-direction={offset > 0 ? 'right' : offset < 0 ? 'left' : 'none'}>
        <span className={styles.editHint}>{DASHBOARD_MESSAGES.editTime}</span>
        <span className={styles.cancelHint}>Cancel</span>
      </div>
      <div
        {...handlers}
        className={styles.slider}
        data-dragging={offset !== 0}
        style={{ transform: offset === 0 ? undefined : `translateX(${offset}px)` }}
      >
        {children}
      </div>
    </div>
  );
}
