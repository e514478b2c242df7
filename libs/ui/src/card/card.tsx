import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';
import { classNames } from '../internal/class-names.js';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  as?: 'div' | 'article' | 'section' | 'li';
  title?: ReactNode;
  /** The title's heading level: 3 inside a page section (the default), 2 for a card that stands beside the sections. */
  headingLevel?: 2 | 3;
  /** An id for the title, e.g. for the card's aria-labelledby. */
  titleId?: string;
  actions?: ReactNode;
  padding?: 'none' | 'normal';
}

export function Card({ as: Tag = 'div', title, headingLevel = 3, titleId, actions, padding = 'normal', className, children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Tag {...rest} className={classNames(styles.card, padding === 'none' && styles.flush, className)}>
      {(title || actions) && (
        <header className={styles.header}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
    </Tag>
  );
}
