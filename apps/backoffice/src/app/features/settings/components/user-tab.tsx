import { useCallback, useId, useState, type FormEvent } from 'react';
import {
  NOTIFICATION_PREF_KEYS,
  NOTIFICATION_PREF_LABELS,
  PROFILE_LOCALE_LABELS,
  PROFILE_LOCALES,
  PROFILE_MAX_LENGTH,
  SETTINGS_MESSAGES,
  THEME_LABELS,
  THEMES,
  type UserProfile,
} from '@fsp/contracts';
import { serverErrorOr, useUpdateMe } from '@fsp/api-client';
import { useSession } from '@fsp/session';
import { Checkbox, FORM_FIELD_WIDE, FormFields, FormLayout, Select, TextField } from '@fsp/ui';
import { useSettingsToasts } from '../hooks/use-settings-toasts.js';
import { useWarnBeforeLeaving } from '../hooks/use-warn-before-leaving.js';
import { profileDraftErrors, profileDraftOf, profileUpdateOf, type ProfileDraft } from '../utils/profile-draft.js';
import type { SettingsNavigation } from '../utils/settings-navigation.js';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import { AccountCard } from './account-card.js';
import { AvatarPreview } from './avatar-preview.js';
import { SettingsCard } from './settings-card.js';
import { TimeZoneSelect } from './time-zone-select.js';
import { SaveBar } from './save-bar.js';
import styles from './settings.module.css';

function localeOptions(current: string) {
  const options = PROFILE_LOCALES.map((locale) => ({ value: locale, label: PROFILE_LOCALE_LABELS[locale] }));
  return current && !(PROFILE_LOCALES as readonly string[]).includes(current) ? [{ value: current, label: current }, ...options] : options;
}

export interface UserTabProps {
  profile: UserProfile;
  navigation: SettingsNavigation;
}

/**
 * The signed-in user's own settings (part 2 §2 "User tab"): profile, notifications, time zone, locale and theme.
 * Save sends the changed fields; the session's profile is then reloaded so the shell shows the new name and theme.
 */
export function UserTab({ profile, navigation }: UserTabProps) {
  const session = useSession();
  const themeName = useId();
  const [saved, setSaved] = useState<UserProfile>(profile);
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraftOf(profile));
  const update = useUpdateMe();
  const toasts = useSettingsToasts();

  const request = profileUpdateOf(saved, draft);
  const dirty = Object.keys(request).length > 0;
  const errors = profileDraftErrors(draft);
  const invalid = Object.keys(errors).length > 0;
  useWarnBeforeLeaving(dirty);

  const set = <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const setTimeZone = useCallback((zone: string) => setDraft((current) => ({ ...current, timezone: zone })), []);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || invalid || update.isPending) return;
    update.mutate(request, {
      onSuccess: (updated) => {
        setSaved(updated);
        setDraft(profileDraftOf(updated));
        toasts.success(SETTINGS_MESSAGES.profileUpdated);
        session.refreshProfile().catch((error: unknown) => console.error('Reloading the session profile failed', error));
      },
      onError: (error) => {
        console.error('Updating the profile failed', error);
        toasts.error(serverErrorOr(error, SETTINGS_MESSAGES.failedToUpdateProfile));
      },
    });
  };

  return (
    <div className={styles.stack}>
      <FormLayout aria-label={W.profileFormLabel} onSubmit={save} noValidate>
        <SettingsCard title={W.profileHeading} data-testid="profile">
          <div className={styles.profile}>
            <AvatarPreview url={draft.avatar_url} name={draft.name} email={saved.email} />
            <FormFields className={styles.profileFields}>
              <TextField
                label={W.name}
                value={draft.name}
                autoComplete="name"
                maxLength={PROFILE_MAX_LENGTH.name}
                error={errors.name}
                onChange={(event) => set('name', event.target.value)}
              />
              <TextField
                label={W.avatarUrl}
                hint={W.avatarUrlHint}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={draft.avatar_url}
                maxLength={PROFILE_MAX_LENGTH.avatar_url}
                error={errors.avatar_url}
                onChange={(event) => set('avatar_url', event.target.value)}
              />
              <TextField
                label={W.phone}
                type="tel"
                autoComplete="tel"
                value={draft.phone_number}
                maxLength={PROFILE_MAX_LENGTH.phone_number}
                error={errors.phone_number}
                onChange={(event) => set('phone_number', event.target.value)}
              />
            </FormFields>
          </div>
        </SettingsCard>

        <SettingsCard title={W.notificationsHeading} data-testid="notifications">
          <fieldset className={styles.plainFieldset}>
            <legend className={styles.visuallyHidden}>{W.notificationsHeading}</legend>
            <div className={styles.checkList}>
              {NOTIFICATION_PREF_KEYS.map((key) => (
                <Checkbox
                  key={key}
                  label={NOTIFICATION_PREF_LABELS[key].label}
                  hint={NOTIFICATION_PREF_LABELS[key].hint}
                  checked={draft.notification_prefs[key]}
                  onChange={(event) => set('notification_prefs', { ...draft.notification_prefs, [key]: event.target.checked })}
                />
              ))}
            </div>
          </fieldset>
        </SettingsCard>

        <SettingsCard title={W.preferencesHeading} data-testid="preferences">
          <FormFields>
            <TimeZoneSelect
              label={W.timeZone}
              placeholder={W.timeZoneDefault}
              value={draft.timezone}
              error={errors.timezone}
              onChange={setTimeZone}
            />
            <Select
              label={W.locale}
              placeholder={W.localeDefault}
              options={localeOptions(draft.locale)}
              value={draft.locale}
              error={errors.locale}
              onChange={(event) => set('locale', event.target.value)}
            />
            <fieldset className={`${styles.plainFieldset} ${FORM_FIELD_WIDE}`}>
              <legend className={styles.legend}>{W.theme}</legend>
              <div className={styles.radioRow}>
                {THEMES.map((theme) => (
                  <label key={theme} className={styles.radio}>
                    <input type="radio" name={themeName} value={theme} checked={draft.theme === theme} onChange={() => set('theme', theme)} />
                    {THEME_LABELS[theme]}
                  </label>
                ))}
              </div>
            </fieldset>
          </FormFields>
        </SettingsCard>

        <SaveBar dirty={dirty} invalid={invalid} saving={update.isPending} data-testid="profile-save" />
      </FormLayout>

      <AccountCard profile={saved} navigation={navigation} />
    </div>
  );
}
