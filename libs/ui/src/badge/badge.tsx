import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';
import { classNames } from '../internal/class-names.js';

export const BADGE_COLORS = ['purple', 'green', 'blue', 'yellow', 'gray', 'red'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  color?: BadgeColor;
}

/** The colour is also exposed as `data-color`, so tests and styles outside the module can read it. */
export function Badge({ color = 'gray', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} data-color={color} className={classNames(styles.badge, styles[color], className)}>
      {children}
    </span>
  );
}
