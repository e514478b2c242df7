import type { ReactNode, SelectHTMLAttributes } from 'react';
import styles from '../internal/field.module.css';
import { classNames } from '../internal/class-names.js';
import { LabelledField } from '../internal/labelled-field.js';

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

export function Select({ label, options, placeholder, hideLabel, hint, error, id, className, ...rest }: SelectProps) {
  return (
    <LabelledField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select {...rest} {...control} className={classNames(styles.control, styles.select, error ? styles.invalid : undefined)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
