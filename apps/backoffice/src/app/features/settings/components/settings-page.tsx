import { useSearchParams } from 'react-router-dom';
import { SETTINGS_MESSAGES } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { EmptyState, ErrorState, LoadingState, Page, PageSection } from '@fsp/ui';
import { browserNavigation, type SettingsNavigation } from '../utils/settings-navigation.js';
import { organizationAccessOf, SETTINGS_TAB_PARAM, settingsTabOf, type SettingsTab } from '../utils/settings-tab.js';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import { OrganizationTab } from './organization-tab.js';
import { SettingsTabs, type SettingsTabItem } from './settings-tabs.js';
import { UserTab } from './user-tab.js';

const TABS: readonly SettingsTabItem<SettingsTab>[] = [
  { id: 'organization', label: W.organizationTab },
  { id: 'user', label: W.userTab },
];

export interface SettingsPageProps {
  /** How the screen leaves the app (onboarding, password change, the provider's dashboard); tests pass a recorder. */
  navigation?: SettingsNavigation;
}

/** /app/settings (part 2 §2 "Settings"): the Organization tab (owner and manager) and the User tab (everyone). */
export function SettingsPage({ navigation = browserNavigation }: SettingsPageProps) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const profile = session.profile;

  let body;
  if (!profile) {
    body =
      session.status === 'loading' ? (
        <LoadingState label={W.loadingAccount} />
      ) : (
        <ErrorState message={session.error ?? W.accountUnavailable} onRetry={() => void session.refreshProfile().catch(reportRefreshFailure)} />
      );
  } else {
    const tab = settingsTabOf(params.get(SETTINGS_TAB_PARAM), profile);
    const select = (next: SettingsTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(SETTINGS_TAB_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    body = (
      <SettingsTabs
        label={W.tabsLabel}
        tabs={TABS}
        selected={tab}
        onSelect={select}
        renderPanel={(panel) =>
          panel === 'user' ? (
            <UserTab key={profile.id} profile={profile} navigation={navigation} />
          ) : (
            <OrganizationPanel access={organizationAccessOf(profile)} navigation={navigation} />
          )
        }
      />
    );
  }

  return (
    <Page>
      <PageSection level={1} title={W.title} />
      {body}
    </Page>
  );
}

function OrganizationPanel({ access, navigation }: { access: ReturnType<typeof organizationAccessOf>; navigation: SettingsNavigation }) {
  if (access === 'owner-without-organization') return <EmptyState title={SETTINGS_MESSAGES.ownerWithoutOrganization} />;
  if (access === 'not-owner-or-manager') return <EmptyState title={SETTINGS_MESSAGES.noOrganizationAccess} />;
  return <OrganizationTab navigation={navigation} />;
}

function reportRefreshFailure(error: unknown) {
  console.error('Reloading your profile failed', error);
}
