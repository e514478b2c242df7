import type { Role } from './roles.js';

/** A service the organization offers, as the Services screen edits it (part 2 §3 "Service"). */
export interface ServiceRecord {
  id: string;
  key: string;
  name: string;
  description: string | null;
  equipment_needed: string | null;
  price_cents: number;
  currency: string;
  estimated_minutes: number | null;
  crew_members_needed: number | null;
  materials: string | null;
  notes: string | null;
  active: boolean;
}

/** POST /api/owner/services, and a full PATCH /api/owner/services/{id}. */
export interface SaveServiceRequest {
  name: string;
  description: string;
  price_cents: number;
  estimated_minutes: number;
  equipment_needed?: string | null;
  crew_members_needed?: number | null;
  materials?: string | null;
  notes?: string | null;
  active?: boolean;
}

/** PATCH /api/owner/services/{id} with only the active flag (part 2 §4 "Service"). */
export interface ToggleServiceRequest {
  active: boolean;
}

/** Who manages services (part 1 §6: the Services entry is for owner, manager and admin). */
export const SERVICE_MANAGER_ROLES: readonly Role[] = ['owner', 'manager', 'admin'];

/** Words of the Services screen (part 2 §5, §8). */
export const SERVICE_MESSAGES = {
  nameRequired: 'Service name is required.',
  priceRequired: 'Price is required.',
  minutesRequired: 'Estimated time is required.',
  descriptionRequired: 'Description is required.',
  completeRequiredFields: 'Please complete the required fields.',
  failedToLoad: 'Failed to load services',
  failedToAdd: 'Failed to add service',
  failedToUpdate: 'Failed to update service',
  failedToToggle: 'Failed to toggle availability',
  added: 'Service added',
  updated: 'Service updated',
  activated: 'Service activated',
  deactivated: 'Service deactivated',
} as const;

/** Toasts of the Services screen (part 2 §9: services 2.5 to 2.8 s). */
export const SERVICE_TOAST_DURATION_MS = 2600;

/** The services API's refusals that the spec does not word. */
export const SERVICE_API_ERRORS = {
  notFound: 'Service not found',
  numberMinimumZero: 'Numbers must be whole numbers of 0 or more',
  nameTaken: 'A service with this name already exists',
  numberTooLarge: 'Numbers must be at most 2147483647',
  activeMustBeBoolean: 'active must be true or false',
} as const;

/** Price input keeps only digits and one dot, with at most two decimals (part 2 §5). */
export function sanitizePriceInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  return `${kept.slice(0, dot)}.${kept.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** "12.5" → 1250; null when the input holds no number. */
export function priceInputToCents(text: string): number | null {
  const cleaned = sanitizePriceInput(text);
  if (!/\d/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** 1250 → "12.50", the price field's text for a stored price. */
export function centsToPriceInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A URL-safe key derived from a service name ("Lawn Mowing" → "lawn-mowing"). */
export function serviceKeyFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'service';
}

/** The fields of a SaveServiceRequest that carry rules, in the form's order (the first broken one is reported). */
export const SERVICE_FIELDS = [
  'name',
  'description',
  'price_cents',
  'estimated_minutes',
  'crew_members_needed',
  'equipment_needed',
  'materials',
  'notes',
] as const;
export type ServiceField = (typeof SERVICE_FIELDS)[number];

/** Optional text fields: trimmed, and blank becomes null. */
export const SERVICE_OPTIONAL_TEXT_FIELDS: readonly ServiceField[] = ['equipment_needed', 'materials', 'notes'];

export const SERVICE_NAME_MAX_LENGTH = 200;
export const SERVICE_TEXT_MAX_LENGTH = 2000;
/** The largest value the integer columns hold. */
export const SERVICE_NUMBER_MAX = 2_147_483_647;

const SERVICE_TEXT_LABELS: Record<'name' | 'description' | 'equipment_needed' | 'materials' | 'notes', string> = {
  name: 'Service name',
  description: 'Description',
  equipment_needed: 'Equipment needed',
  materials: 'Materials',
  notes: 'Notes',
};

function serviceTextError(field: keyof typeof SERVICE_TEXT_LABELS, value: unknown, required: string | null): string | null {
  const label = SERVICE_TEXT_LABELS[field];
  if (value === undefined || value === null) return required;
  if (typeof value !== 'string') return required ?? `${label} must be text`;
  const text = value.trim();
  if (text === '') return required;
  const max = field === 'name' ? SERVICE_NAME_MAX_LENGTH : SERVICE_TEXT_MAX_LENGTH;
  return text.length > max ? `${label} must be at most ${max} characters` : null;
}

function wholeNumberError(value: unknown, required: string | null): string | null {
  if (value === undefined || value === null) return required;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return SERVICE_API_ERRORS.numberMinimumZero;
  return value > SERVICE_NUMBER_MAX ? SERVICE_API_ERRORS.numberTooLarge : null;
}

/** One field of a SaveServiceRequest judged by part 2 §5 "Service" (null when valid); the API and the screen share it. */
export function serviceFieldError(field: ServiceField, value: unknown): string | null {
  switch (field) {
    case 'name':
      return serviceTextError(field, value, SERVICE_MESSAGES.nameRequired);
    case 'description':
      return serviceTextError(field, value, SERVICE_MESSAGES.descriptionRequired);
    case 'price_cents':
      return wholeNumberError(value, SERVICE_MESSAGES.priceRequired);
    case 'estimated_minutes':
      return wholeNumberError(value, SERVICE_MESSAGES.minutesRequired);
    case 'crew_members_needed':
      return wholeNumberError(value, null);
    default:
      return serviceTextError(field, value, null);
  }
}

/** Every broken rule of a service draft, by field; empty when it can be saved. */
export function saveServiceErrors(draft: Partial<Record<ServiceField, unknown>>): Partial<Record<ServiceField, string>> {
  const errors: Partial<Record<ServiceField, string>> = {};
  for (const field of SERVICE_FIELDS) {
    const error = serviceFieldError(field, draft[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
