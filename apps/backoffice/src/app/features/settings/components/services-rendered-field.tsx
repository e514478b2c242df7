import { servicesOfIndustry } from '@fsp/contracts';
import { Checkbox } from '@fsp/ui';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import { SettingsCard } from './settings-card.js';
import styles from './settings.module.css';

export interface ServicesRenderedFieldProps {
  /** '' when none is chosen. */
  industry: string;
  chosen: readonly string[];
  error?: string;
  onToggle(service: string, chosen: boolean): void;
}

/** The services the organization renders, ticked from its industry's fixed list (part 2 §9; Other has none). */
export function ServicesRenderedField({ industry, chosen, error, onToggle }: ServicesRenderedFieldProps) {
  const offered = servicesOfIndustry(industry);
  let body;
  if (!industry) body = <p className={styles.empty}>{W.servicesChooseIndustry}</p>;
  else if (offered.length === 0) body = <p className={styles.empty}>{W.servicesNoneForIndustry(industry)}</p>;
  else {
    body = (
      <fieldset className={styles.plainFieldset}>
        <legend className={styles.visuallyHidden}>{W.servicesHeading}</legend>
        <div className={styles.serviceGrid}>
          {offered.map((service) => (
            <Checkbox key={service} label={service} checked={chosen.includes(service)} onChange={(event) => onToggle(service, event.target.checked)} />
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <SettingsCard title={W.servicesHeading} data-testid="services-rendered">
      {body}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </SettingsCard>
  );
}
