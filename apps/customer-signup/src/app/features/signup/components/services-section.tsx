import { formatPrice, SIGNUP_FORM_MESSAGES, type ServiceOffering } from '@fsp/contracts';
import { Card, Checkbox, PageSection } from '@fsp/ui';
import styles from './signup-form.module.css';

export interface ServicesSectionProps {
  services: readonly ServiceOffering[];
  selected: readonly string[];
  onToggle: (key: string, checked: boolean) => void;
}

/** "Services requested": the organization's active services with their prices. */
export function ServicesSection({ services, selected, onToggle }: ServicesSectionProps) {
  return (
    <Card>
      <PageSection title={SIGNUP_FORM_MESSAGES.servicesHeading}>
        {services.length === 0 ? (
          <p className={styles.muted}>No services available at this time</p>
        ) : (
          <ul className={styles.services}>
            {services.map((service) => (
              <li key={service.key}>
                <Checkbox
                  label={service.label}
                  hint={formatPrice(service.price_cents, service.currency)}
                  checked={selected.includes(service.key)}
                  onChange={(event) => onToggle(service.key, event.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </Card>
  );
}
