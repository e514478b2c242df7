import {
  DEFAULT_OWNER_INVITE_TTL_HOURS,
  ownerInviteErrors,
  type CreateOwnerInviteRequest,
  type Industry,
  type OwnerInviteField,
} from '@fsp/contracts';

export interface InviteOwnerFormValues {
  owner_email: string;
  owner_name: string;
  org_name: string;
  industry: Industry | '';
  website: string;
  phone_number: string;
  ttl_hours: string;
}

export const EMPTY_INVITE_OWNER_FORM: InviteOwnerFormValues = {
  owner_email: '',
  owner_name: '',
  org_name: '',
  industry: '',
  website: '',
  phone_number: '',
  ttl_hours: String(DEFAULT_OWNER_INVITE_TTL_HOURS),
};

export type InviteOwnerFormErrors = Partial<Record<OwnerInviteField, string>>;

/** The same rules the API applies (contracts), so a form that passes here is accepted there. */
export function validateInviteOwnerForm(values: InviteOwnerFormValues): InviteOwnerFormErrors {
  return ownerInviteErrors(values);
}

const textOrNull = (value: string) => value.trim() || null;

/** The request body: trimmed text, empty optional fields as null, the TTL as a number (empty leaves the API's 120). */
export function toCreateOwnerInviteRequest(values: InviteOwnerFormValues): CreateOwnerInviteRequest {
  return {
    owner_email: values.owner_email.trim(),
    owner_name: textOrNull(values.owner_name),
    org_name: values.org_name.trim(),
    industry: values.industry || null,
    website: textOrNull(values.website),
    phone_number: textOrNull(values.phone_number),
    ttl_hours: values.ttl_hours.trim() === '' ? null : Number(values.ttl_hours.trim()),
  };
}
