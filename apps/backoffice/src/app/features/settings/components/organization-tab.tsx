import { serverErrorOr, useMyOrganization } from '@fsp/api-client';
import { ErrorState, LoadingState } from '@fsp/ui';
import type { SettingsNavigation } from '../utils/settings-navigation.js';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import { OrganizationForm } from './organization-form.js';
import { PaymentProviderCard } from './payment-provider-card.js';
import styles from './settings.module.css';

/** The Organization tab for an owner or manager: the payment-provider status, then the organization's settings. */
export function OrganizationTab({ navigation }: { navigation: SettingsNavigation }) {
  const organization = useMyOrganization({ errorMessage: W.failedToLoadOrganization });

  if (organization.isPending) return <LoadingState label={W.loadingOrganization} />;
  if (organization.isError) {
    return (
      <ErrorState
        message={serverErrorOr(organization.error, W.failedToLoadOrganization)}
        onRetry={() => void organization.refetch()}
        retrying={organization.isFetching}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <PaymentProviderCard organization={organization.data} navigation={navigation} />
      <OrganizationForm saved={organization.data} />
    </div>
  );
}
