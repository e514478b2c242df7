import { useState, type FormEvent, type HTMLInputTypeAttribute } from 'react';
import { normalizeCustomerInviteTtl, type SentInviteResponse } from '@fsp/contracts';
import { serverErrorOr } from '@fsp/api-client';
import { Button, Card, TextField, useToast } from '@fsp/ui';
import { DEFAULT_TTL_INPUT, TtlField } from './ttl-field.js';
import styles from './onboard-customer.module.css';

export interface ContactInviteCardProps {
  title: string;
  description: string;
  contactLabel: string;
  contactType: HTMLInputTypeAttribute;
  autoComplete: string;
  placeholder: string;
  buttonLabel: string;
  requiredMessage: string;
  successMessage: string;
  failureMessage: string;
  pending: boolean;
  send(contact: string, ttlHours: number): Promise<SentInviteResponse>;
}

/** An invite delivered to an e-mail address or a phone number. */
export function ContactInviteCard(props: ContactInviteCardProps) {
  const toast = useToast();
  const [contact, setContact] = useState('');
  const [ttl, setTtl] = useState(DEFAULT_TTL_INPUT);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = contact.trim();
    if (!value) {
      setError(props.requiredMessage);
      return;
    }
    setError(null);
    try {
      await props.send(value, normalizeCustomerInviteTtl(ttl));
      toast.success(props.successMessage);
      setContact('');
    } catch (failure) {
      console.error(`${props.title} failed`, failure);
      toast.error(serverErrorOr(failure, props.failureMessage));
    }
  };

  return (
    <Card as="section" title={props.title} aria-label={props.title} className={styles.inviteCard}>
      <p className={styles.hint}>{props.description}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={props.contactLabel}
          type={props.contactType}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          value={contact}
          error={error}
          disabled={props.pending}
          onChange={(event) => {
            setContact(event.target.value);
            if (error && event.target.value.trim()) setError(null);
          }}
        />
        <TtlField value={ttl} onChange={setTtl} disabled={props.pending} />
        <Button type="submit" loading={props.pending}>
          {props.buttonLabel}
        </Button>
      </form>
    </Card>
  );
}
