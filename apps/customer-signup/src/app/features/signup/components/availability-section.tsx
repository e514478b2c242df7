import { SIGNUP_FORM_MESSAGES, type AvailabilityTemplateDay, type WeekdayKey } from '@fsp/contracts';
import { Card, Checkbox, PageSection, TextField, VisuallyHidden } from '@fsp/ui';
import { dayKey, signupFieldId, type DayChoice, type SignupFormKey, type SignupFormValues } from '../utils/signup-form-state.js';
import styles from './signup-form.module.css';

export interface AvailabilitySectionProps {
  template: readonly AvailabilityTemplateDay[];
  days: SignupFormValues['days'];
  errorOf: (key: SignupFormKey) => string | undefined;
  onChange: (day: WeekdayKey, change: Partial<DayChoice>) => void;
  onBlur: (key: SignupFormKey) => void;
}

/** "Available to receive services": the organization's offered weekdays, each with hours once ticked. */
export function AvailabilitySection({ template, days, errorOf, onChange, onBlur }: AvailabilitySectionProps) {
  const offered = template.filter((day) => days[day.key]);
  return (
    <Card>
      <PageSection title={SIGNUP_FORM_MESSAGES.availabilityHeading} description="Tick the days we may come and the hours that suit you.">
        {offered.length === 0 ? (
          <p className={styles.muted}>No days available at this time</p>
        ) : (
          <ul className={styles.days}>
            {offered.map(({ key, label }) => {
              const choice = days[key] as DayChoice;
              return (
                <li key={key} className={styles.day}>
                  <Checkbox
                    id={`signup-day-${key}-checkbox`}
                    label={<span className={styles.dayLabel}>{label}</span>}
                    checked={choice.checked}
                    onChange={(event) => onChange(key, { checked: event.target.checked })}
                  />
                  {choice.checked && (
                    <div className={styles.hours}>
                      <TextField
                        type="time"
                        label={
                          <>
                            <VisuallyHidden>{label} </VisuallyHidden>From
                          </>
                        }
                        value={choice.start}
                        onChange={(event) => onChange(key, { start: event.target.value })}
                        onBlur={() => onBlur(dayKey(key))}
                      />
                      <TextField
                        type="time"
                        id={signupFieldId(dayKey(key))}
                        label={
                          <>
                            <VisuallyHidden>{label} </VisuallyHidden>To
                          </>
                        }
                        value={choice.end}
                        error={errorOf(dayKey(key))}
                        onChange={(event) => onChange(key, { end: event.target.value })}
                        onBlur={() => onBlur(dayKey(key))}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PageSection>
    </Card>
  );
}
