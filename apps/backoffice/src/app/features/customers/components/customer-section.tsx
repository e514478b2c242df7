import { useDeferredValue, useMemo, useState } from 'react';
import type { CustomerRecord, CustomerStatus } from '@fsp/contracts';
import { EmptyState, LoadingState, PageSection, TextField } from '@fsp/ui';
import {
  belongsToSection,
  customerSearch,
  matchesSearchable,
  searchableCustomer,
  type CUSTOMER_SECTIONS,
} from '../utils/customer-sections.js';
import type { PendingCustomerAction } from './customer-row-actions.js';
import { CustomerTable } from './customer-table.js';
import styles from './customers-page.module.css';

export interface CustomerSectionProps {
  section: (typeof CUSTOMER_SECTIONS)[number];
  customers: readonly CustomerRecord[];
  loading: boolean;
  showActions: boolean;
  pending: PendingCustomerAction | null;
  onConvert(customer: CustomerRecord): void;
  onStatusChange(customer: CustomerRecord, status: CustomerStatus): void;
}

/**
 * One of the four sections, with its own search over name, e-mail and phone. The box shows each keystroke at
 * once; the list follows with the deferred text, so typing never waits for thousands of rows to be filtered
 * and redrawn (React drops the stale filtering when the next keystroke comes).
 */
export function CustomerSection({ section, customers, loading, showActions, pending, onConvert, onStatusChange }: CustomerSectionProps) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const inSection = useMemo(
    () => customers.filter((customer) => belongsToSection(customer, section.key)).map(searchableCustomer),
    [customers, section.key],
  );
  const visible = useMemo(() => {
    const query = customerSearch(deferredSearch);
    return inSection.filter((searchable) => matchesSearchable(searchable, query)).map((searchable) => searchable.customer);
  }, [inSection, deferredSearch]);
  const count = deferredSearch.trim() ? `${visible.length} of ${inSection.length}` : `${inSection.length}`;

  return (
    <PageSection title={section.title} description={loading ? undefined : `${count} ${inSection.length === 1 ? section.one : section.noun}`}>
      <div data-testid={`customer-section-${section.key}`} className={styles.sectionBody}>
        <TextField
          label={`Search ${section.title}`}
          hideLabel
          type="search"
          placeholder="Search by name, email or phone"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
        />
        {loading ? (
          <LoadingState label={`Loading ${section.noun}…`} />
        ) : visible.length === 0 ? (
          <EmptyState
            title={inSection.length === 0 ? `No ${section.noun} yet` : `No ${section.noun} match your search`}
            description={inSection.length === 0 ? undefined : 'Try a different name, e-mail or phone.'}
          />
        ) : (
          <CustomerTable
            caption={section.title}
            customers={visible}
            showLinkedUser={section.key === 'members'}
            showActions={showActions}
            pending={pending}
            onConvert={onConvert}
            onStatusChange={onStatusChange}
          />
        )}
      </div>
    </PageSection>
  );
}
