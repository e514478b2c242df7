import { DEFAULT_CUSTOMER_INVITE_TTL_HOURS, MIN_INVITE_TTL_HOURS } from '@fsp/contracts';
import { TextField } from '@fsp/ui';

export const DEFAULT_TTL_INPUT = String(DEFAULT_CUSTOMER_INVITE_TTL_HOURS);

/** Hours until the invite link expires; normalized with normalizeCustomerInviteTtl when sent. */
export function TtlField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <TextField
      label="Expires after (hours)"
      type="number"
      inputMode="numeric"
      min={MIN_INVITE_TTL_HOURS}
      step={1}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
