import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../internal/class-names.js';
import styles from './notice.module.css';

export type NoticeTone = 'error' | 'success' | 'warning';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'title'> {
  tone: NoticeTone;
  /** A bold first line, e.g. "Signup failed." above the reason. */
  title?: ReactNode;
  children?: ReactNode;
}

/** Errors interrupt (alert), successes are announced politely (status), warnings are a note. */
const ROLES: Record<NoticeTone, 'alert' | 'status' | 'note'> = { error: 'alert', success: 'status', warning: 'note' };

/** A boxed message inside a form or page: "Please fix the errors below.", "Invite accepted! …". */
export function Notice({ tone, title, children, className, ...rest }: NoticeProps) {
  return (
    <div {...rest} role={ROLES[tone]} className={classNames(styles.notice, styles[tone], className)}>
      {title ? (
        <>
          <p className={styles.title}>{title}</p>
          {children && <div className={styles.detail}>{children}</div>}
        </>
      ) : (
        children
      )}
    </div>
  );
}
