import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@fsp/contracts';
import styles from './public-page.module.css';

/** The frame of the small public pages: brand bar and a centred card. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {PRODUCT_NAME}
        </Link>
      </header>
      <main className={styles.main}>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  );
}
