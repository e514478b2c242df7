import styles from './spinner.module.css';
import { classNames } from '../internal/class-names.js';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'medium', label, className }: SpinnerProps) {
  return (
    <span
      className={classNames(styles.spinner, styles[size], className)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
