import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './checkbox.module.css';
import { classNames } from '../internal/class-names.js';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  /** A broken rule (e.g. a consent that must be given): marks the box invalid and is read with it. */
  error?: ReactNode;
  id?: string;
}

export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={classNames(styles.checkbox, className)}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className={styles.input}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <div>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
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
    </div>
  );
}
