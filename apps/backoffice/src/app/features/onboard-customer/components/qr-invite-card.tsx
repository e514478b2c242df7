import { useState, type FormEvent } from 'react';
import { CUSTOMER_INVITE_MESSAGES, formatDateTime, normalizeCustomerInviteTtl, type CustomerInvite } from '@fsp/contracts';
import { serverErrorOr, useCreateQrInvite } from '@fsp/api-client';
import { Button, Card, useToast } from '@fsp/ui';
import { InviteQrCode } from './invite-qr-code.js';
import { DEFAULT_TTL_INPUT, TtlField } from './ttl-field.js';
import styles from './onboard-customer.module.css';

export function QrInviteCard() {
  const toast = useToast();
  const create = useCreateQrInvite();
  const [ttl, setTtl] = useState(DEFAULT_TTL_INPUT);
  const [invite, setInvite] = useState<CustomerInvite | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setInvite(await create.mutateAsync({ ttl_hours: normalizeCustomerInviteTtl(ttl) }));
      toast.success(CUSTOMER_INVITE_MESSAGES.qrCreated);
    } catch (error) {
      console.error('Creating a QR invite failed', error);
      toast.error(serverErrorOr(error, CUSTOMER_INVITE_MESSAGES.failedToCreate));
    }
  };

  return (
    <Card as="section" title="QR invite" aria-label="QR invite" className={styles.inviteCard}>
      <p className={styles.hint}>Show or print the code; the customer scans it to request service.</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TtlField value={ttl} onChange={setTtl} disabled={create.isPending} />
        <Button type="submit" loading={create.isPending}>
          Create QR invite
        </Button>
      </form>
      {invite && (
        <div className={styles.result}>
          <InviteQrCode link={invite.link} />
          <p className={styles.hint}>Expires {formatDateTime(invite.expires_at)}</p>
        </div>
      )}
    </Card>
  );
}
