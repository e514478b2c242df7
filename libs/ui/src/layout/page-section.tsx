import { useId, type ReactNode } from 'react';
import styles from './layout.module.css';
import { classNames } from '../internal/class-names.js';

export interface PageSectionProps {
  title: ReactNode;
  /** Heading level: 1 for a page's title, 2 for a section within it. */
  level?: 1 | 2;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function PageSection({ title, level = 2, description, actions, className, children }: PageSectionProps) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={classNames(styles.section, className)} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <div className={styles.sectionHeading}>
          <Heading id={headingId} className={level === 1 ? styles.pageTitle : styles.sectionTitle}>
            {title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.sectionActions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
