import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './checkbox.module.css';
import { classNames } from '../internal/class-names.js';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
}

export function Checkbox({ label, hint, id, className, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;

  return (
    <div className={classNames(styles.checkbox, className)}>
      <input {...rest} id={inputId} type="checkbox" className={styles.input} aria-describedby={hintId} />
      <div>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
