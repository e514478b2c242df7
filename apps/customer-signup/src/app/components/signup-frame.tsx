import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@fsp/contracts';
import { PageSection } from '@fsp/ui';
import styles from './signup-frame.module.css';

/** The public frame of the customer signup pages. */
export function SignupFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <p className={styles.brand}>{PRODUCT_NAME}</p>
      <main className={styles.main}>
        <PageSection level={1} title={title}>
          {children}
        </PageSection>
      </main>
    </div>
  );
}
