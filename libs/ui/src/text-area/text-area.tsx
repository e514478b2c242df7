import type { ReactNode, TextareaHTMLAttributes } from 'react';
import fieldStyles from '../internal/field.module.css';
import styles from './text-area.module.css';
import { classNames } from '../internal/class-names.js';
import { LabelledField } from '../internal/labelled-field.js';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** A multi-line TextField: same label, hint and error wiring. */
export function TextArea({ label, hideLabel, hint, error, id, className, rows = 3, ...rest }: TextAreaProps) {
  return (
    <LabelledField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          rows={rows}
          className={classNames(fieldStyles.control, styles.textArea, error ? fieldStyles.invalid : undefined)}
        />
      )}
    </LabelledField>
  );
}
