import type { CSSProperties } from 'react';
import { formatMinutes12h } from '@fsp/contracts';
import { itemAccessibleName, itemEndLabel } from '../utils/item-labels.js';
import type { ScheduleItem } from '../utils/schedule-items.js';
import styles from './schedule-views.module.css';

export interface ScheduleItemButtonProps {
  item: ScheduleItem;
  /** `block` in the week grid (time, title, service), `compact` in a month day. */
  variant: 'block' | 'compact';
  onOpen(item: ScheduleItem): void;
  style?: CSSProperties;
}

/** An item of the grids; its accessible name is the one the list gives the same item. */
export function ScheduleItemButton({ item, variant, onOpen, style }: ScheduleItemButtonProps) {
  return (
    <button
      type="button"
      className={styles.itemButton}
      data-variant={variant}
      data-kind={item.kind}
      data-unscheduled={item.startMinutes === null || undefined}
      aria-label={itemAccessibleName(item)}
      title={itemAccessibleName(item)}
      onClick={() => onOpen(item)}
      style={style}
    >
      {variant === 'block' ? (
        <>
          {item.startMinutes !== null && (
            // The end time drops out of sight (not half-clipped) when the column is too narrow for the range.
            <span className={styles.itemRange}>
              <span>{formatMinutes12h(item.startMinutes)}</span>
              <span className={styles.itemEnd}>{` – ${itemEndLabel(item)}`}</span>
            </span>
          )}
          <span className={styles.itemTitle}>{item.title}</span>
          <span className={styles.itemService}>{item.serviceLabel}</span>
        </>
      ) : (
        <>
          {item.startMinutes !== null && <span className={styles.itemTime}>{formatMinutes12h(item.startMinutes)}</span>}
          <span className={styles.itemTitle}>{item.title}</span>
        </>
      )}
    </button>
  );
}
