import { useId, useRef, useState } from 'react';
import { SERVICE_MESSAGES, type SaveServiceRequest, type ServiceRecord } from '@fsp/contracts';
import { serverErrorOr, useToggleService, useUpdateService } from '@fsp/api-client';
import { Badge, Button, Checkbox, VisuallyHidden } from '@fsp/ui';
import { useServiceToasts } from '../hooks/use-service-toasts.js';
import { formatServiceMinutes, formatServicePrice } from '../utils/format-service.js';
import { serviceFormFrom } from '../utils/service-form.js';
import { ServiceDetails } from './service-details.js';
import { ServiceForm } from './service-form.js';
import styles from './services.module.css';

/** One service of the list: summary, expandable details, inline edit and the active toggle. */
export function ServiceItem({ service }: { service: ServiceRecord }) {
  const toasts = useServiceToasts();
  const update = useUpdateService();
  const toggle = useToggleService();
  const nameId = useId();
  const detailsId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);

  const startEditing = () => {
    setEditing(true);
    // The Edit button goes away with the click; the keyboard carries on in the form's first field.
    requestAnimationFrame(() => editorRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus());
  };

  const stopEditing = () => {
    setEditing(false);
    // The form (and the focused control in it) is gone; focus returns to where editing started.
    requestAnimationFrame(() => editRef.current?.focus());
  };

  const onSave = async (request: SaveServiceRequest): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: service.id, request });
      toasts.success(SERVICE_MESSAGES.updated);
      stopEditing();
      return true;
    } catch (error) {
      console.error('Updating the service failed', error);
      toasts.error(serverErrorOr(error, SERVICE_MESSAGES.failedToUpdate));
      return false;
    }
  };

  const onToggle = async (active: boolean) => {
    try {
      await toggle.mutateAsync({ id: service.id, active });
      toasts.success(active ? SERVICE_MESSAGES.activated : SERVICE_MESSAGES.deactivated);
    } catch (error) {
      console.error('Toggling the service failed', error);
      toasts.error(serverErrorOr(error, SERVICE_MESSAGES.failedToToggle));
    }
  };

  // While the toggle is on its way, the box shows where it is going.
  const shownActive = toggle.isPending && toggle.variables ? toggle.variables.active : service.active;

  return (
    <li className={styles.item} aria-labelledby={nameId} data-testid="service-item" data-service-id={service.id}>
      <div className={styles.summary}>
        <div className={styles.heading}>
          <h3 id={nameId} className={styles.name}>
            {service.name}
          </h3>
          <Badge color={service.active ? 'green' : 'gray'}>{service.active ? 'Active' : 'Inactive'}</Badge>
        </div>
        <p className={styles.facts}>
          <span>{formatServicePrice(service.price_cents)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatServiceMinutes(service.estimated_minutes)}</span>
        </p>
      </div>
      <div className={styles.itemActions}>
        <Checkbox
          label={
            <>
              Active<VisuallyHidden> {service.name}</VisuallyHidden>
            </>
          }
          checked={shownActive}
          disabled={toggle.isPending}
          onChange={(event) => void onToggle(event.target.checked)}
        />
        <Button variant="ghost" size="small" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Hide details' : 'Show details'}
          <VisuallyHidden> of {service.name}</VisuallyHidden>
        </Button>
        {!editing && (
          <Button ref={editRef} variant="secondary" size="small" onClick={startEditing}>
            Edit<VisuallyHidden> {service.name}</VisuallyHidden>
          </Button>
        )}
      </div>
      {expanded && <ServiceDetails service={service} id={detailsId} />}
      {editing && (
        <div ref={editorRef} className={styles.editor}>
          <ServiceForm
            initial={serviceFormFrom(service)}
            submitLabel="Save"
            busy={update.isPending}
            onSave={onSave}
            onCancel={stopEditing}
            label={`Edit ${service.name}`}
          />
        </div>
      )}
    </li>
  );
}
