import {
  centsToPriceInput,
  priceInputToCents,
  sanitizePriceInput,
  saveServiceErrors,
  SERVICE_FIELDS,
  type SaveServiceRequest,
  type ServiceField,
  type ServiceRecord,
} from '@fsp/contracts';

/** What the service form's inputs hold, keyed like the request; `price_cents` holds the dollars typed (e.g. "12.50"). */
export type ServiceFormValues = Record<ServiceField, string>;
export type ServiceFormErrors = Partial<Record<ServiceField, string>>;

export function emptyServiceForm(): ServiceFormValues {
  return Object.fromEntries(SERVICE_FIELDS.map((field) => [field, ''])) as ServiceFormValues;
}

export function serviceFormFrom(service: ServiceRecord): ServiceFormValues {
  const number = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: service.name,
    description: service.description ?? '',
    price_cents: centsToPriceInput(service.price_cents),
    estimated_minutes: number(service.estimated_minutes),
    crew_members_needed: number(service.crew_members_needed),
    equipment_needed: service.equipment_needed ?? '',
    materials: service.materials ?? '',
    notes: service.notes ?? '',
  };
}

/** The price field shows "$" before the amount; whatever is typed keeps only digits and a dot. */
export function priceFieldText(price: string): string {
  return price === '' ? '' : `$${price}`;
}

export function priceFromFieldText(text: string): string {
  return sanitizePriceInput(text);
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

interface ServiceDraft {
  name: string;
  description: string;
  price_cents: number | null;
  estimated_minutes: number | null;
  crew_members_needed: number | null;
  equipment_needed: string | null;
  materials: string | null;
  notes: string | null;
}

function draftOf(values: ServiceFormValues): ServiceDraft {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price_cents: priceInputToCents(values.price_cents),
    estimated_minutes: numberOrNull(values.estimated_minutes),
    crew_members_needed: numberOrNull(values.crew_members_needed),
    equipment_needed: textOrNull(values.equipment_needed),
    materials: textOrNull(values.materials),
    notes: textOrNull(values.notes),
  };
}

/** Part 2 §5 "Service", with the API's own rules (contracts), by field. */
export function validateServiceForm(values: ServiceFormValues): ServiceFormErrors {
  return saveServiceErrors(draftOf(values));
}

/** The request for valid values: text trimmed, blank optional text and crew size null, price in cents. */
export function toSaveServiceRequest(values: ServiceFormValues): SaveServiceRequest {
  const draft = draftOf(values);
  if (draft.price_cents === null || draft.estimated_minutes === null) throw new Error('The service form is not valid');
  return { ...draft, price_cents: draft.price_cents, estimated_minutes: draft.estimated_minutes };
}
