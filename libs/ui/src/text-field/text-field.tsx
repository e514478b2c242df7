import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from '../internal/field.module.css';
import { classNames } from '../internal/class-names.js';
import { LabelledField } from '../internal/labelled-field.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Hides the label visually but keeps it for assistive technology (e.g. a search box with a placeholder). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

export function TextField({ label, hideLabel, hint, error, id, className, type = 'text', ...rest }: TextFieldProps) {
  return (
    <LabelledField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <input {...rest} {...control} type={type} className={classNames(styles.control, error ? styles.invalid : undefined)} />
      )}
    </LabelledField>
  );
}
