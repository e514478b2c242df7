import { useId } from 'react';
import { Checkbox } from '@fsp/ui';
import { servicesOffered } from '../utils/edit-organization-values.js';
import styles from './organization-forms.module.css';

export interface ServicesRenderedFieldProps {
  industry: string;
  selected: readonly string[];
  error?: string;
  onChange(services: string[]): void;
}

/** Services rendered, chosen from the industry's fixed list (part 2 §9). */
export function ServicesRenderedField({ industry, selected, error, onChange }: ServicesRenderedFieldProps) {
  const legendId = useId();
  const offered = servicesOffered(industry);
  const toggle = (service: string, on: boolean) =>
    onChange(on ? offered.filter((item) => item === service || selected.includes(item)) : selected.filter((item) => item !== service));

  return (
    <fieldset className={styles.group} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        Services rendered
      </legend>
      {offered.length === 0 ? (
        <p className={styles.hint}>{industry ? `${industry} has no list of services.` : 'Choose an industry to pick its services.'}</p>
      ) : (
        <ul className={styles.serviceList}>
          {offered.map((service) => (
            <li key={service}>
              <Checkbox label={service} checked={selected.includes(service)} onChange={(event) => toggle(service, event.target.checked)} />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
