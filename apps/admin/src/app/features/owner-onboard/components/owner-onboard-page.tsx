import { ComingSoon, PageSection } from '@fsp/ui';
import { PRODUCT_NAME } from '@fsp/contracts';
import styles from './owner-onboard-page.module.css';

export function OwnerOnboardPage() {
  return (
    <div className={styles.page}>
      <p className={styles.brand}>{PRODUCT_NAME}</p>
      <main className={styles.main}>
        <PageSection level={1} title="Owner onboarding">
          <ComingSoon title="Accept your owner invitation" />
        </PageSection>
      </main>
    </div>
  );
}
