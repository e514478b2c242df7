import type { ComponentProps } from 'react';
import styles from './form-layout.module.css';
import { classNames } from '../internal/class-names.js';

/** A form laid out as fields above a row of actions. */
export function FormLayout({ className, ...rest }: ComponentProps<'form'>) {
  return <form {...rest} className={classNames(styles.form, className)} />;
}

/** Fields in as many columns as fit (one on phones); give a field `FORM_FIELD_WIDE` to span the whole row. */
export function FormFields({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={classNames(styles.fields, className)} />;
}

/** The form's buttons, at its end. */
export function FormActions({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={classNames(styles.actions, className)} />;
}

export const FORM_FIELD_WIDE: string = styles.wide ?? '';
