import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from '../internal/field.module.css';
import { classNames } from '../internal/class-names.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Hides the label visually but keeps it for assistive technology (e.g. a search box with a placeholder). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

export function TextField({ label, hideLabel = false, hint, error, id, className, type = 'text', ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={inputId} className={classNames(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        type={type}
        className={classNames(styles.control, error ? styles.invalid : undefined)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
