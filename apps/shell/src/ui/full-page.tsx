import { PRODUCT_NAME } from '@fsp/contracts';
import { Spinner } from '@fsp/ui';
import type { ReactNode } from 'react';
import styles from './full-page.module.css';

/** A centred card for states that own the whole page (config, sign-in, fatal errors). */
export function FullPage({ title, children, busy = false }: { title: ReactNode; children?: ReactNode; busy?: boolean }) {
  return (
    <main className={styles.page}>
      <div className={styles.card} role={busy ? 'status' : undefined} aria-live={busy ? 'polite' : undefined}>
        <p className={styles.brand}>{PRODUCT_NAME}</p>
        {busy && <Spinner size="large" className={styles.spinner} />}
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
