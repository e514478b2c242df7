import type { InvoiceRecord } from '@fsp/contracts';
import { EmptyState, PageSection } from '@fsp/ui';
import type { INVOICE_SECTIONS } from '../utils/invoice-sections.js';
import { InvoiceCard } from './invoice-card.js';
import styles from './invoices.module.css';

export interface InvoiceSectionProps {
  section: (typeof INVOICE_SECTIONS)[number];
  invoices: readonly InvoiceRecord[];
}

/** Open or Paid, with its count and its cards. */
export function InvoiceSection({ section, invoices }: InvoiceSectionProps) {
  return (
    <PageSection
      title={section.title}
      description={
        <>
          <span data-testid={`invoice-count-${section.key}`}>{invoices.length}</span> {invoices.length === 1 ? 'invoice' : 'invoices'}
        </>
      }
    >
      <div data-testid={`invoice-section-${section.key}`} className={styles.sectionBody}>
        {invoices.length === 0 ? (
          <EmptyState title={section.empty} />
        ) : (
          <ul className={styles.cards}>
            {invoices.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} />
            ))}
          </ul>
        )}
      </div>
    </PageSection>
  );
}
