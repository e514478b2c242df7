import { useId } from 'react';
import { ORGANIZATION_SETTINGS_MESSAGES as O, PAYMENT_MESSAGES, shortAccountId, type OrganizationSettings } from '@fsp/contracts';
import { serverErrorOr, useCreateDashboardLink, useStartStripeOnboarding, useStripeStatus } from '@fsp/api-client';
import { Badge, Button, Card, ErrorState, LoadingState } from '@fsp/ui';
import { useSettingsToasts } from '../hooks/use-settings-toasts.js';
import type { SettingsNavigation } from '../utils/settings-navigation.js';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import styles from './settings.module.css';

export interface PaymentProviderCardProps {
  organization: Pick<OrganizationSettings, 'stripe_account_id'>;
  navigation: SettingsNavigation;
}

/**
 * The payment-provider connect status (part 2 §2, §4): "Onboarding required" until complete, with the action to
 * start or finish onboarding; then "Onboarding complete" with a way into the provider's dashboard.
 */
export function PaymentProviderCard({ organization, navigation }: PaymentProviderCardProps) {
  const status = useStripeStatus();
  const onboarding = useStartStripeOnboarding(PAYMENT_MESSAGES.couldNotCreateOnboardingLink);
  const dashboardLink = useCreateDashboardLink({ errorMessage: PAYMENT_MESSAGES.couldNotOpenStripeDashboard });
  const toasts = useSettingsToasts();
  const titleId = useId();

  const startOnboarding = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => navigation.leavePage(url),
      onError: (error) => {
        console.error('Creating the onboarding link failed', error);
        toasts.error(serverErrorOr(error, PAYMENT_MESSAGES.couldNotCreateOnboardingLink));
      },
    });

  const openDashboard = () => {
    const tab = navigation.openPendingTab();
    dashboardLink.mutate(undefined, {
      onSuccess: ({ url }) => tab.go(url),
      onError: (error) => {
        tab.close();
        console.error('Creating the dashboard link failed', error);
        toasts.error(serverErrorOr(error, PAYMENT_MESSAGES.couldNotOpenStripeDashboard));
      },
    });
  };

  let body;
  if (status.isPending) body = <LoadingState label={W.loadingPaymentStatus} />;
  else if (status.isError) {
    body = (
      <ErrorState
        message={serverErrorOr(status.error, W.failedToLoadPaymentStatus)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  } else {
    const { onboarded, charges_enabled, payouts_enabled, requirements_currently_due_len } = status.data;
    body = (
      <div className={styles.provider}>
        <p className={styles.providerStatus}>
          <Badge color={onboarded ? 'green' : 'yellow'} data-testid="onboarding-status">
            {onboarded ? O.onboardingComplete : O.onboardingRequired}
          </Badge>
        </p>
        <dl className={styles.facts}>
          {organization.stripe_account_id && (
            <div>
              <dt>{W.paymentAccount}</dt>
              <dd title={organization.stripe_account_id} className={styles.mono}>
                {shortAccountId(organization.stripe_account_id)}
              </dd>
            </div>
          )}
          <div>
            <dt>{W.paymentCharges}</dt>
            <dd>{charges_enabled ? W.enabled : W.notEnabled}</dd>
          </div>
          <div>
            <dt>{W.paymentPayouts}</dt>
            <dd>{payouts_enabled ? W.enabled : W.notEnabled}</dd>
          </div>
        </dl>
        {!onboarded && requirements_currently_due_len > 0 && <p className={styles.muted}>{W.requirementsDue(requirements_currently_due_len)}</p>}
        <div className={styles.actions}>
          {onboarded ? (
            <Button variant="secondary" onClick={openDashboard} loading={dashboardLink.isPending}>
              {O.openStripeDashboard}
            </Button>
          ) : (
            <Button onClick={startOnboarding} loading={onboarding.isPending}>
              {organization.stripe_account_id ? O.finishOnboarding : O.startOnboarding}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <Card as="section" aria-labelledby={titleId} title={O.paymentProviderHeading} titleId={titleId} headingLevel={2}>
      {body}
    </Card>
  );
}
