import { useCallback, useState } from 'react';
import { CUSTOMER_MANAGER_ROLES, CUSTOMER_MESSAGES, hasAnyRole, type CustomerRecord, type CustomerStatus } from '@fsp/contracts';
import { serverErrorOr, useConvertCustomer, useOwnerCustomers, useUpdateCustomerStatus } from '@fsp/api-client';
import { useSession } from '@fsp/session';
import { Button, Checkbox, ErrorState, Page, useToast } from '@fsp/ui';
import { customerActionErrorMessage } from '../utils/action-error-message.js';
import { CUSTOMER_SECTIONS } from '../utils/customer-sections.js';
import type { PendingCustomerAction } from './customer-row-actions.js';
import { CustomerSection } from './customer-section.js';
import styles from './customers-page.module.css';

const NO_CUSTOMERS: readonly CustomerRecord[] = [];

/** /app/customers: leads, customers, archived and members (part 2 §2 "Customers"). */
export function CustomersPage() {
  const { profile } = useSession();
  const toast = useToast();
  const list = useOwnerCustomers();
  const convert = useConvertCustomer();
  const updateStatus = useUpdateCustomerStatus();
  const [provisionOnConvert, setProvisionOnConvert] = useState(false);
  const [pending, setPending] = useState<PendingCustomerAction | null>(null);

  const canManage = hasAnyRole(profile?.role, CUSTOMER_MANAGER_ROLES);
  // A failed load shows no stale rows (part 2 §8: failed list loads reset the list to empty).
  const customers = list.isError ? NO_CUSTOMERS : (list.data ?? NO_CUSTOMERS);
  const { mutateAsync: convertCustomer } = convert;
  const { mutateAsync: updateCustomerStatus } = updateStatus;

  // Stable between renders, so the sections' rows redraw only when their own data changes.
  const onConvert = useCallback(async (customer: CustomerRecord) => {
    setPending({ customerId: customer.id, kind: 'convert' });
    try {
      await convertCustomer({ id: customer.id, provision_auth0: provisionOnConvert });
      toast.success(CUSTOMER_MESSAGES.converted);
    } catch (error) {
      console.error('Converting the lead failed', error);
      toast.error(customerActionErrorMessage(error, 'convert'));
    } finally {
      setPending(null);
    }
  }, [convertCustomer, provisionOnConvert, toast]);

  const onStatusChange = useCallback(async (customer: CustomerRecord, status: CustomerStatus) => {
    setPending({ customerId: customer.id, kind: status });
    try {
      await updateCustomerStatus({ id: customer.id, status });
    } catch (error) {
      console.error('Changing the customer status failed', error);
      toast.error(customerActionErrorMessage(error, status === 'archived' ? 'archive' : 'update-status'));
    } finally {
      setPending(null);
    }
  }, [updateCustomerStatus, toast]);
  const startConvert = useCallback((customer: CustomerRecord) => void onConvert(customer), [onConvert]);
  const startStatusChange = useCallback((customer: CustomerRecord, status: CustomerStatus) => void onStatusChange(customer, status), [onStatusChange]);

  return (
    <Page>
      <div className={styles.toolbar}>
        {canManage && (
          <Checkbox
            label={CUSTOMER_MESSAGES.provisionOnConvert}
            checked={provisionOnConvert}
            onChange={(event) => setProvisionOnConvert(event.target.checked)}
          />
        )}
        <Button
          variant="secondary"
          className={styles.refresh}
          onClick={() => void list.refetch()}
          loading={list.isFetching && !list.isPending}
          disabled={list.isPending}
        >
          Refresh
        </Button>
      </div>
      {list.isError && (
        <ErrorState
          message={serverErrorOr(list.error, CUSTOMER_MESSAGES.failedToLoad)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {CUSTOMER_SECTIONS.map((section) => (
        <CustomerSection
          key={section.key}
          section={section}
          customers={customers}
          loading={list.isPending}
          showActions={canManage}
          pending={pending}
          onConvert={startConvert}
          onStatusChange={startStatusChange}
        />
      ))}
    </Page>
  );
}
