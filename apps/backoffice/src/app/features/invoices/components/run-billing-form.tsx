import { useState, type FormEvent } from 'react';
import { billingPeriodError, INVOICE_MESSAGES as M } from '@fsp/contracts';
import { serverErrorOr, useRunBilling } from '@fsp/api-client';
import { Button, TextField } from '@fsp/ui';
import { useInvoiceToasts } from '../hooks/use-invoice-toasts.js';
import { previousBillingMonth } from '../utils/billing-month.js';
import styles from './invoices.module.css';

/** Runs the monthly billing for a finished month on demand (issue 11); the month defaults to last month. */
export function RunBillingForm({ now }: { now: () => Date }) {
  const toasts = useInvoiceToasts();
  const run = useRunBilling();
  const [latest] = useState(() => previousBillingMonth(now()));
  const [period, setPeriod] = useState(latest);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (run.isPending) return;
    const refused = billingPeriodError(period);
    setError(refused ?? undefined);
    if (refused) return;
    try {
      const result = await run.mutateAsync({ period });
      toasts.success(M.billingRunDone(result.created, result.skipped));
    } catch (failure) {
      console.error('The billing run failed', failure);
      toasts.error(serverErrorOr(failure, M.failedToRunBilling));
    }
  };

  return (
    <form className={styles.billingRun} aria-label={M.runBilling} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={M.billingMonth}
        type="month"
        value={period}
        max={latest}
        error={error}
        required
        onChange={(event) => {
          setPeriod(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={run.isPending}>
        {M.runBilling}
      </Button>
    </form>
  );
}
