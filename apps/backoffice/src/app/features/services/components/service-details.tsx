import type { ServiceRecord } from '@fsp/contracts';
import { formatCrewSize, formatServiceMinutes, formatServicePrice } from '../utils/format-service.js';
import styles from './services.module.css';

const orNone = (text: string | null) => text ?? 'None';

/** Every field of a service (part 2 §3 "Service"), shown when its details are expanded. */
export function ServiceDetails({ service, id }: { service: ServiceRecord; id: string }) {
  const rows: Array<[string, string]> = [
    ['Description', orNone(service.description)],
    ['Price', formatServicePrice(service.price_cents)],
    ['Estimated time', formatServiceMinutes(service.estimated_minutes)],
    ['Crew members needed', formatCrewSize(service.crew_members_needed)],
    ['Equipment needed', orNone(service.equipment_needed)],
    ['Materials', orNone(service.materials)],
    ['Notes', orNone(service.notes)],
    ['Availability', service.active ? 'Active' : 'Inactive'],
  ];
  return (
    <dl id={id} className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detail}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
