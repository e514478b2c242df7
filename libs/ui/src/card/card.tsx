import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';
import { classNames } from '../internal/class-names.js';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  as?: 'div' | 'article' | 'section' | 'li';
  title?: ReactNode;
  actions?: ReactNode;
  padding?: 'none' | 'normal';
}

export function Card({ as: Tag = 'div', title, actions, padding = 'normal', className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={classNames(styles.card, padding === 'none' && styles.flush, className)}>
      {(title || actions) && (
        <header className={styles.header}>
          {title && <h3 className={styles.title}>{title}</h3>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
    </Tag>
  );
}
