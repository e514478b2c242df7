import { hasAnyRole, INVOICE_API_ERRORS, INVOICE_MANAGER_ROLES, INVOICE_MESSAGES as M } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { Button, EmptyState, LoadingState, Page } from '@fsp/ui';
import { useInvoiceList } from '../hooks/use-invoice-list.js';
import { INVOICE_SECTIONS, invoicesInSection } from '../utils/invoice-sections.js';
import { InvoiceSection } from './invoice-section.js';
import { RunBillingForm } from './run-billing-form.js';
import styles from './invoices.module.css';

export interface InvoicesPageProps {
  /** The clock the billing month defaults from (last month); tests pass a fixed one. */
  now?: () => Date;
}

/** /app/invoices (part 2 §2 "Invoices", issue 11), for owners and managers (part 1 §6). */
export function InvoicesPage({ now }: InvoicesPageProps) {
  const session = useSession();
  if (session.status === 'loading' && !session.profile) return <LoadingState label="Loading your account…" />;
  if (!hasAnyRole(session.profile?.role, INVOICE_MANAGER_ROLES)) {
    return (
      <Page>
        <EmptyState title={INVOICE_API_ERRORS.forbidden} description="Invoices are managed by the owners and managers of a business." />
      </Page>
    );
  }
  return <InvoiceManagement now={now ?? (() => new Date())} />;
}

function InvoiceManagement({ now }: { now: () => Date }) {
  const list = useInvoiceList();
  return (
    <Page>
      <div className={styles.toolbar}>
        <RunBillingForm now={now} />
        <Button variant="secondary" className={styles.refresh} onClick={list.refresh} loading={list.refreshing} disabled={list.loading}>
          {M.refresh}
        </Button>
      </div>
      {list.loading ? (
        <LoadingState label={M.loading} />
      ) : (
        INVOICE_SECTIONS.map((section) => (
          <InvoiceSection key={section.key} section={section} invoices={invoicesInSection(list.invoices, section.key)} />
        ))
      )}
    </Page>
  );
}
