import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@fsp/contracts';
import { PageSection } from '../layout/page-section.js';
import styles from './public-frame.module.css';

/** A public page outside the app layout (signup, owner onboarding): the product's name and one titled section. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
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
