import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatDateTime,
  normalizeState,
  OWNER_INVITE_MAX_LENGTH,
  OWNER_INVITE_MESSAGES,
  ownerAcceptRedirect,
  type OwnerInvite,
} from '@fsp/contracts';
import { serverErrorOr, useAcceptOwnerInvite } from '@fsp/api-client';
import { Button, Notice, TextField } from '@fsp/ui';
import { formValuesFrom, toOwnerAcceptRequest, type OwnerOnboardFormValues } from '../utils/owner-onboard-form.js';
import styles from './owner-onboard-form.module.css';

export const APP_PATH = '/app';

export interface OwnerOnboardFormProps {
  code: string;
  invite: OwnerInvite;
  leavePage(url: string): void;
}

const CLOSED_MESSAGES: Partial<Record<OwnerInvite['status'], string>> = {
  accepted: OWNER_INVITE_MESSAGES.used,
  expired: OWNER_INVITE_MESSAGES.expired,
};

export function OwnerOnboardForm({ code, invite, leavePage }: OwnerOnboardFormProps) {
  const navigate = useNavigate();
  const accept = useAcceptOwnerInvite();
  const [values, setValues] = useState<OwnerOnboardFormValues>(() => formValuesFrom(invite.prefill));
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  // The browser is on its way to the next address: the buttons stay busy so nobody accepts twice meanwhile.
  const [leaving, setLeaving] = useState(false);
  const busy = accept.isPending || leaving;
  const closed = CLOSED_MESSAGES[invite.status];

  const change = (field: keyof OwnerOnboardFormValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    try {
      const response = await accept.mutateAsync({ code, payload: toOwnerAcceptRequest(values) });
      const next = ownerAcceptRedirect(response);
      if (next) {
        setLeaving(true);
        leavePage(next);
      } else setAccepted(true);
    } catch (failure) {
      console.error('Accepting the owner invite failed', failure);
      setError(serverErrorOr(failure, OWNER_INVITE_MESSAGES.failedToAccept));
    }
  };

  return (
    <div className={styles.layout}>
      <dl className={styles.summary}>
        <div>
          <dt>Invite for</dt>
          <dd>{invite.invited_email}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{invite.status}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>
            <time dateTime={invite.expires_at}>{formatDateTime(invite.expires_at)}</time>
          </dd>
        </div>
      </dl>

      {closed && !accepted && <Notice tone="warning">{closed}</Notice>}

      {accepted ? (
        <Notice tone="success">{OWNER_INVITE_MESSAGES.accepted}</Notice>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Organization details">
          <div className={styles.grid}>
            <TextField
              className={styles.wide}
              label="Organization name"
              autoComplete="organization"
              maxLength={OWNER_INVITE_MAX_LENGTH.org_name}
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
            />
            <TextField
              label="Website"
              inputMode="url"
              autoComplete="url"
              maxLength={OWNER_INVITE_MAX_LENGTH.website}
              value={values.website}
              onChange={(event) => change('website', event.target.value)}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={OWNER_INVITE_MAX_LENGTH.phone_number}
              value={values.phone_number}
              onChange={(event) => change('phone_number', event.target.value)}
            />
            <TextField
              className={styles.wide}
              label="Street"
              autoComplete="address-line1"
              maxLength={OWNER_INVITE_MAX_LENGTH.street}
              value={values.street}
              onChange={(event) => change('street', event.target.value)}
            />
            <TextField
              label="City"
              autoComplete="address-level2"
              maxLength={OWNER_INVITE_MAX_LENGTH.city}
              value={values.city}
              onChange={(event) => change('city', event.target.value)}
            />
            <div className={styles.pair}>
              <TextField
                label="State"
                autoComplete="address-level1"
                maxLength={OWNER_INVITE_MAX_LENGTH.state}
                value={values.state}
                onChange={(event) => change('state', normalizeState(event.target.value))}
              />
              <TextField
                label="ZIP"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={OWNER_INVITE_MAX_LENGTH.zip}
                value={values.zip}
                onChange={(event) => change('zip', event.target.value)}
              />
            </div>
            <TextField className={styles.wide} label="Owner email" type="email" value={invite.invited_email} readOnly />
          </div>

          {error && <Notice tone="error">{error}</Notice>}

          <div className={styles.actions}>
            <Button type="submit" loading={busy} disabled={Boolean(closed)}>
              Accept &amp; Continue
            </Button>
            <Button variant="secondary" onClick={() => navigate(APP_PATH)} disabled={busy}>
              Skip for now
            </Button>
          </div>
        </form>
      )}

      <p className={styles.openApp}>
        <Link to={APP_PATH}>Open App</Link>
      </p>
    </div>
  );
}
