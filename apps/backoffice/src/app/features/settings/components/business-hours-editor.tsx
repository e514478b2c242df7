import { AVAILABILITY_DAY_LABELS, SETTINGS_MESSAGES, WEEKDAY_KEYS, type WeekdayKey } from '@fsp/contracts';
import { Button, Checkbox, TextField } from '@fsp/ui';
import { copyMondayToFriday, markAllClosed, type BusinessHoursDraft, type BusinessHoursDraftDay } from '../utils/business-hours-draft.js';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import { SettingsCard } from './settings-card.js';
import styles from './settings.module.css';

export interface BusinessHoursEditorProps {
  hours: BusinessHoursDraft;
  errors: Partial<Record<WeekdayKey, string>>;
  onChange(hours: BusinessHoursDraft): void;
}

/** Opening and closing time and a closed flag per weekday, Sunday first (part 2 §2, §3). */
export function BusinessHoursEditor({ hours, errors, onChange }: BusinessHoursEditorProps) {
  const editDay = (key: WeekdayKey, change: Partial<BusinessHoursDraftDay>) => onChange({ ...hours, [key]: { ...hours[key], ...change } });

  return (
    <SettingsCard
      title={W.businessHoursHeading}
      description={<p className={styles.muted}>{W.businessHoursHint}</p>}
      data-testid="business-hours"
      actions={
        <>
          <Button variant="secondary" size="small" onClick={() => onChange(copyMondayToFriday(hours))}>
            {SETTINGS_MESSAGES.copyMonToFri}
          </Button>
          <Button variant="secondary" size="small" onClick={() => onChange(markAllClosed(hours))}>
            {SETTINGS_MESSAGES.markAllClosed}
          </Button>
        </>
      }
    >
      <div className={styles.hours}>
        {WEEKDAY_KEYS.map((key) => {
          const day = hours[key];
          const label = AVAILABILITY_DAY_LABELS[key];
          const error = errors[key];
          return (
            <fieldset key={key} className={styles.hoursDay} data-testid={`hours-${key}`}>
              <legend className={styles.dayName}>{label}</legend>
              <TextField
                label={W.opens}
                aria-label={W.dayOpens(label)}
                type="time"
                value={day.open}
                disabled={day.closed}
                aria-invalid={error ? true : undefined}
                onChange={(event) => editDay(key, { open: event.target.value })}
              />
              <TextField
                label={W.closes}
                aria-label={W.dayCloses(label)}
                type="time"
                value={day.close}
                disabled={day.closed}
                error={error}
                onChange={(event) => editDay(key, { close: event.target.value })}
              />
              <Checkbox
                label={W.closed}
                aria-label={W.dayClosed(label)}
                checked={day.closed}
                className={styles.closedBox}
                onChange={(event) => editDay(key, { closed: event.target.checked })}
              />
            </fieldset>
          );
        })}
      </div>
    </SettingsCard>
  );
}
