import { normalizeState, normalizeWebsite, type OwnerAcceptRequest, type OwnerInvitePrefill } from '@fsp/contracts';

export interface OwnerOnboardFormValues {
  name: string;
  website: string;
  phone_number: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export function formValuesFrom(prefill: OwnerInvitePrefill): OwnerOnboardFormValues {
  return {
    name: prefill.org_name ?? '',
    website: prefill.website ?? '',
    phone_number: prefill.phone_number ?? '',
    street: prefill.street ?? '',
    city: prefill.city ?? '',
    state: normalizeState(prefill.state ?? ''),
    zip: prefill.zip ?? '',
  };
}

const textOrNull = (value: string) => value.trim() || null;

/** The accept payload (part 1 §3, §5): trimmed, empty values as null, website normalized, state upper-cased. */
export function toOwnerAcceptRequest(values: OwnerOnboardFormValues): OwnerAcceptRequest {
  return {
    name: textOrNull(values.name),
    website: normalizeWebsite(values.website),
    phone_number: textOrNull(values.phone_number),
    street: textOrNull(values.street),
    city: textOrNull(values.city),
    state: textOrNull(normalizeState(values.state.trim())),
    zip: textOrNull(values.zip),
  };
}
