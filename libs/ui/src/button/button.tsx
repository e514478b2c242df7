import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './button.module.css';
import { classNames } from '../internal/class-names.js';
import { Spinner } from '../spinner/spinner.js';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  /** Shows a spinner, sets aria-busy and blocks clicks; the label stays so the width does not jump. */
  loading?: boolean;
  fullWidth?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className)}
    >
      {loading ? <Spinner size="small" /> : icon}
      {children}
    </button>
  );
}
