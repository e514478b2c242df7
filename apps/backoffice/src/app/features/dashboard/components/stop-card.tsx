import { useId } from 'react';
import { DASHBOARD_MESSAGES } from '@fsp/contracts';
import { Badge, Button } from '@fsp/ui';
import { stopTimeLabel, type DashboardStop } from '../utils/dashboard-stops.js';
import styles from './stop-card.module.css';

/** What the signed-in user may do with a card: crew members only complete stops and contact customers. */
export interface StopPermissions {
  canEdit: boolean;
  canInvoice: boolean;
}

export interface StopHandlers {
  onToggleComplete(stop: DashboardStop): void;
  onInvoice(stop: DashboardStop): void;
  onEditTime(stop: DashboardStop): void;
  onCancel(stop: DashboardStop): void;
}

export interface StopCardProps extends StopHandlers {
  stop: DashboardStop;
  completed: boolean;
  invoiced: boolean;
  permissions: StopPermissions;
  /** 3 under the page's heading, 4 inside a team's section. */
  headingLevel?: 3 | 4;
}

/** One stop of today (part 1 §2.10): who, where, what, when, its two badges, contact links and actions. */
export function StopCard({
  stop,
  completed,
  invoiced,
  permissions,
  headingLevel = 3,
  onToggleComplete,
  onInvoice,
  onEditTime,
  onCancel,
}: StopCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="stop-card" data-stop-key={stop.key}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <Heading id={titleId} className={styles.title}>
            {stop.title}
          </Heading>
          {stop.address && <p className={styles.address}>{stop.address}</p>}
        </div>
        <p className={stop.startMinutes === null ? styles.unscheduled : styles.time} data-testid="stop-time">
          {stopTimeLabel(stop)}
        </p>
      </header>

      <ul className={styles.services} aria-label="Services">
        {stop.serviceLabels.map((label) => (
          <li key={label}>
            <Badge color="blue">{label}</Badge>
          </li>
        ))}
      </ul>

      <div className={styles.badges}>
        <Badge color={completed ? 'green' : 'gray'} data-testid="completion-badge">
          {completed ? DASHBOARD_MESSAGES.completed : DASHBOARD_MESSAGES.notCompleted}
        </Badge>
        <Badge color={invoiced ? 'green' : 'gray'} data-testid="invoice-badge">
          {invoiced ? DASHBOARD_MESSAGES.invoiced : DASHBOARD_MESSAGES.notInvoiced}
        </Badge>
      </div>

      {(stop.email || stop.phone) && (
        <div className={styles.contacts}>
          {stop.email && (
            <a className={styles.contact} href={`mailto:${stop.email}`}>
              Email
            </a>
          )}
          {stop.phone && (
            <a className={styles.contact} href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}>
              Call
            </a>
          )}
        </div>
      )}

      <div className={styles.actions}>
        <Button size="small" variant={completed ? 'primary' : 'secondary'} aria-pressed={completed} onClick={() => onToggleComplete(stop)}>
          Complete
        </Button>
        {permissions.canInvoice && (
          <Button size="small" variant="secondary" disabled={invoiced} onClick={() => onInvoice(stop)}>
            Invoice
          </Button>
        )}
        {permissions.canEdit && (
          <>
            <Button size="small" variant="ghost" onClick={() => onEditTime(stop)}>
              {DASHBOARD_MESSAGES.editTime}
            </Button>
            <Button size="small" variant="ghost" onClick={() => onCancel(stop)}>
              Cancel
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
