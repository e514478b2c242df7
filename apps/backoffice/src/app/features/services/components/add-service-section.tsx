import { useId, useRef, useState } from 'react';
import { SERVICE_MESSAGES, type SaveServiceRequest } from '@fsp/contracts';
import { serverErrorOr, useCreateService } from '@fsp/api-client';
import { Button, PageSection } from '@fsp/ui';
import { useServiceToasts } from '../hooks/use-service-toasts.js';
import { emptyServiceForm } from '../utils/service-form.js';
import { ServiceForm } from './service-form.js';

/** "Add Service" with its New/Close toggle (part 2 §2 "Services"). */
export function AddServiceSection() {
  const toasts = useServiceToasts();
  const create = useCreateService();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [initial] = useState(emptyServiceForm);

  const onSave = async (request: SaveServiceRequest): Promise<boolean> => {
    try {
      await create.mutateAsync(request);
      toasts.success(SERVICE_MESSAGES.added);
      setOpen(false);
      toggleRef.current?.focus();
      return true;
    } catch (error) {
      console.error('Adding the service failed', error);
      toasts.error(serverErrorOr(error, SERVICE_MESSAGES.failedToAdd));
      return false;
    }
  };

  return (
    <PageSection
      title="Add Service"
      actions={
        <Button ref={toggleRef} variant={open ? 'secondary' : 'primary'} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? 'Close' : 'New'}
        </Button>
      }
    >
      {/* Kept mounted while closed, so a half-typed service survives Close and New. */}
      <div id={panelId} hidden={!open}>
        <ServiceForm initial={initial} submitLabel="Add Service" busy={create.isPending} onSave={onSave} label="Add Service" />
      </div>
    </PageSection>
  );
}
