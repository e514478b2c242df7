import { MESSAGES } from '@fsp/contracts';
import styles from './coming-soon.module.css';

export interface ComingSoonProps {
  /** The screen's name, e.g. "Invoices". */
  title: string;
}

export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <section className={styles.panel} aria-label={`${title} coming soon`} data-testid="coming-soon">
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{MESSAGES.comingSoon}</p>
    </section>
  );
}
