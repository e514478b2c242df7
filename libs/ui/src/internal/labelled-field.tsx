import { useId, type ReactNode } from 'react';
import styles from './field.module.css';
import { classNames } from './class-names.js';

/** What a form control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface LabelledFieldProps {
  label: ReactNode;
  /** Hides the label visually but keeps it for assistive technology (e.g. a search box with a placeholder). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and error around one form control, wired for screen readers. */
export function LabelledField({ label, hideLabel = false, hint, error, id, className, children }: LabelledFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={controlId} className={classNames(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
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
