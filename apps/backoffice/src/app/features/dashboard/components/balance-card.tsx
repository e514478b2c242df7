import { useId, type ReactNode } from 'react';
import { PAYMENT_ACTIVITY_MESSAGES as M, PAYMENT_MESSAGES, shortAccountId } from '@fsp/contracts';
import { serverErrorOr, useCreateDashboardLink, useStartStripeOnboarding, useStripeBalance } from '@fsp/api-client';
import { Button, Card, EmptyState, ErrorState, LoadingState, VisuallyHidden } from '@fsp/ui';
import { BalanceTable } from '../../../components/balance-table/balance-table.js';
import { balanceRows } from '../../../components/balance-table/balance-rows.js';
import { useDashboardToasts } from '../hooks/use-dashboard-toasts.js';
import styles from './balance-card.module.css';

export interface BalanceCardProps {
  /** Where "Finish onboarding" goes: the payment provider's onboarding page. Tests pass a recorder. */
  leavePage?: (url: string) => void;
}

/** A tab opened during the click, so no popup blocker stops it, and pointed at the link once the API answers. */
function openPendingTab() {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    go(url: string) {
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    },
    close() {
      tab?.close();
    },
  };
}

/** The owner's payment balance at the top of the dashboard (part 1 §2.11). */
export function BalanceCard({ leavePage = (url) => window.location.assign(url) }: BalanceCardProps) {
  const balance = useStripeBalance();
  const dashboardLink = useCreateDashboardLink();
  const onboarding = useStartStripeOnboarding(PAYMENT_MESSAGES.couldNotStartOnboarding);
  const toasts = useDashboardToasts();
  const data = balance.isError ? undefined : balance.data;
  const titleId = useId();

  const manage = () => {
    const tab = openPendingTab();
    dashboardLink.mutate(undefined, {
      onSuccess: ({ url }) => tab.go(url),
      onError: (error) => {
        tab.close();
        toasts.error(serverErrorOr(error, PAYMENT_MESSAGES.couldNotOpenProviderDashboard));
      },
    });
  };

  const finishOnboarding = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => leavePage(url),
      onError: (error) => toasts.error(serverErrorOr(error, PAYMENT_MESSAGES.couldNotStartOnboarding)),
    });

  let body: ReactNode;
  if (balance.isPending) body = <LoadingState label={M.loadingBalance} />;
  else if (!data) {
    body = (
      <ErrorState
        message={serverErrorOr(balance.error, PAYMENT_MESSAGES.failedToLoadBalance)}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  } else if (!data.hasAccount) {
    body = (
      <EmptyState
        title={M.noProviderAccount}
        action={
          <Button data-testid="balance-finish-onboarding" onClick={finishOnboarding} loading={onboarding.isPending}>
            {PAYMENT_MESSAGES.finishOnboarding}
          </Button>
        }
      />
    );
  } else {
    const rows = balanceRows(data);
    body = rows.length === 0 ? <EmptyState title={PAYMENT_MESSAGES.noBalanceYet} /> : <BalanceTable rows={rows} caption={M.balanceTitle} />;
  }

  return (
    // An h2: the card comes before the dashboard's h2 section, not inside it.
    <Card
      as="section"
      aria-labelledby={titleId}
      data-testid="balance-card"
      title={M.balanceTitle}
      headingLevel={2}
      titleId={titleId}
      actions={
        <>
          <Button
            variant="secondary"
            size="small"
            data-testid="balance-refresh"
            aria-label={M.refreshBalance}
            onClick={() => void balance.refetch()}
            loading={balance.isFetching && !balance.isPending}
            disabled={balance.isPending}
          >
            {M.refresh}
          </Button>
          {data?.hasAccount && (
            <Button variant="secondary" size="small" data-testid="balance-manage" onClick={manage} loading={dashboardLink.isPending}>
              {M.manage}
              <VisuallyHidden> {M.manageInProviderDashboard}</VisuallyHidden>
            </Button>
          )}
        </>
      }
    >
      {data?.accountId && (
        <p className={styles.account}>
          {M.account}{' '}
          <span className={styles.accountId} title={data.accountId}>
            {shortAccountId(data.accountId)}
          </span>
        </p>
      )}
      {body}
    </Card>
  );
}
