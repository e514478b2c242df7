import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from '../internal/field.module.css';
import { classNames } from '../internal/class-names.js';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a time…"; selecting it yields ''. */
  placeholder?: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

export function Select({ label, options, placeholder, hideLabel = false, hint, error, id, className, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={selectId} className={classNames(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        className={classNames(styles.control, styles.select, error ? styles.invalid : undefined)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
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
