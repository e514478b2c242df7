import { DASHBOARD_MESSAGES } from '@fsp/contracts';
import { EmptyState } from '@fsp/ui';
import type { DashboardStop } from '../utils/dashboard-stops.js';
import { StopCard, type StopHandlers, type StopPermissions } from './stop-card.js';
import { SwipeableStop } from './swipeable-stop.js';
import styles from './dashboard.module.css';

export interface StopListProps extends StopHandlers {
  stops: readonly DashboardStop[];
  isCompleted(key: string): boolean;
  isInvoiced(stop: DashboardStop): boolean;
  permissions: StopPermissions;
  /** Mobile rows swipe (right: edit time, left: cancel) for users who may edit. */
  swipeable: boolean;
  headingLevel?: 3 | 4;
}

export function StopList({ stops, isCompleted, isInvoiced, permissions, swipeable, headingLevel, ...handlers }: StopListProps) {
  if (stops.length === 0) return <EmptyState title={DASHBOARD_MESSAGES.empty} />;
  return (
    <ul className={styles.stops}>
      {stops.map((stop) => {
        const card = (
          <StopCard
            stop={stop}
            completed={isCompleted(stop.key)}
            invoiced={isInvoiced(stop)}
            permissions={permissions}
            headingLevel={headingLevel}
            {...handlers}
          />
        );
        return (
          <li key={stop.key}>
            {swipeable ? (
              <SwipeableStop onSwipe={(action) => (action === 'edit-time' ? handlers.onEditTime(stop) : handlers.onCancel(stop))}>
                {card}
              </SwipeableStop>
            ) : (
              card
            )}
          </li>
        );
      })}
    </ul>
  );
}
