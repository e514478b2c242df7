import { lazy, Suspense, type ReactNode } from 'react';
import { formatMoney, PAYMENT_ACTIVITY_MESSAGES as M, PAYMENT_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, useStartStripeOnboarding, useStripeBalance, useStripeEarnings } from '@fsp/api-client';
import { Button, Card, EmptyState, ErrorState, LoadingState, Notice, Page, PageSection, useToast } from '@fsp/ui';
import { BalanceTable } from '../../../components/balance-table/balance-table.js';
import { balanceRows } from '../../../components/balance-table/balance-rows.js';
import { earningsCurrency, hasNoEarnings, totalNetMinor } from '../utils/earnings-months.js';
import { EarningsTable } from './earnings-table.js';
import styles from './insights.module.css';

// The chart library is loaded by this screen only, as a chunk of its own.
const EarningsChart = lazy(() => import('./earnings-chart.js'));

export interface InsightsPageProps {
  /** Where "Finish onboarding" goes: the payment provider's onboarding page. Tests pass a recorder. */
  leavePage?: (url: string) => void;
}

/** /app/insights (part 2 §2 "Insights"): 12 months of net earnings with their total, and the balance per currency. */
export function InsightsPage({ leavePage = (url) => window.location.assign(url) }: InsightsPageProps) {
  const earnings = useStripeEarnings({ errorMessage: PAYMENT_MESSAGES.failedToLoadEarnings });
  const balance = useStripeBalance({ errorMessage: PAYMENT_MESSAGES.failedToLoadStripeBalance });
  const onboarding = useStartStripeOnboarding(PAYMENT_MESSAGES.couldNotStartStripeOnboarding);
  const toast = useToast();

  const refresh = () => {
    void earnings.refetch();
    void balance.refetch();
  };
  const refreshing = (earnings.isFetching && !earnings.isPending) || (balance.isFetching && !balance.isPending);

  const finishOnboarding = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => leavePage(url),
      onError: (error) => toast.error(serverErrorOr(error, PAYMENT_MESSAGES.couldNotStartStripeOnboarding)),
    });

  return (
    <Page>
      <PageSection
        level={1}
        title={M.insightsTitle}
        actions={
          <Button
            variant="secondary"
            data-testid="insights-refresh"
            onClick={refresh}
            loading={refreshing}
            disabled={earnings.isPending && balance.isPending}
          >
            {M.refresh}
          </Button>
        }
      />
      <PageSection title={M.earningsTitle}>
        <Card>
          <EarningsSection earnings={earnings} />
        </Card>
      </PageSection>
      <PageSection title={M.balanceTitle}>
        <Card>
          <BalanceSection balance={balance} onFinishOnboarding={finishOnboarding} startingOnboarding={onboarding.isPending} />
        </Card>
      </PageSection>
    </Page>
  );
}

function EarningsSection({ earnings }: { earnings: ReturnType<typeof useStripeEarnings> }) {
  if (earnings.isPending) return <LoadingState label={M.loadingEarnings} />;
  const buckets = earnings.isError ? undefined : earnings.data.buckets;
  if (!buckets) {
    return (
      <ErrorState
        message={serverErrorOr(earnings.error, PAYMENT_MESSAGES.failedToLoadEarnings)}
        onRetry={() => void earnings.refetch()}
        retrying={earnings.isFetching}
      />
    );
  }
  if (buckets.length === 0) return <EmptyState title={M.noEarnings} />;
  const currency = earningsCurrency(buckets);
  return (
    <div className={styles.earnings}>
      <p className={styles.totalNet} data-testid="insights-total-net">
        <span className={styles.totalNetLabel}>{M.totalNet}</span>{' '}
        <span className={styles.totalNetValue}>{formatMoney(totalNetMinor(buckets), currency)}</span>
      </p>
      {hasNoEarnings(buckets) && <p className={styles.muted}>{M.noPaymentsInEarningsWindow}</p>}
      <Suspense fallback={<LoadingState label={M.loadingChart} />}>
        <EarningsChart buckets={buckets} currency={currency} />
      </Suspense>
      <EarningsTable buckets={buckets} currency={currency} />
    </div>
  );
}

interface BalanceSectionProps {
  balance: ReturnType<typeof useStripeBalance>;
  onFinishOnboarding: () => void;
  startingOnboarding: boolean;
}

function BalanceSection({ balance, onFinishOnboarding, startingOnboarding }: BalanceSectionProps): ReactNode {
  if (balance.isPending) return <LoadingState label={M.loadingBalance} />;
  const data = balance.isError ? undefined : balance.data;
  if (!data) {
    return (
      <ErrorState
        message={serverErrorOr(balance.error, PAYMENT_MESSAGES.failedToLoadStripeBalance)}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  }
  if (!data.hasAccount) {
    return (
      <div className={styles.onboarding}>
        <Notice tone="warning">{M.noProviderAccount}</Notice>
        <Button data-testid="insights-finish-onboarding" onClick={onFinishOnboarding} loading={startingOnboarding}>
          {PAYMENT_MESSAGES.finishOnboarding}
        </Button>
      </div>
    );
  }
  const rows = balanceRows(data);
  return rows.length === 0 ? <EmptyState title={PAYMENT_MESSAGES.noBalanceYet} /> : <BalanceTable rows={rows} caption={M.balanceTitle} />;
}
