import type { Role } from './roles.js';

/** Customer / lead lifecycle (part 2 §4 "Customer status"). */
export const CUSTOMER_STATUSES = ['lead', 'active', 'paused', 'archived'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const DEFAULT_CUSTOMER_STATUS: CustomerStatus = 'lead';

/** Which status each status may move to through the status call (convert also moves lead → active). */
export const CUSTOMER_STATUS_TRANSITIONS: Readonly<Record<CustomerStatus, readonly CustomerStatus[]>> = {
  lead: ['active'],
  active: ['archived'],
  paused: ['archived'],
  archived: ['active'],
};

export function canTransitionCustomer(from: CustomerStatus, to: CustomerStatus): boolean {
  return CUSTOMER_STATUS_TRANSITIONS[from].includes(to);
}

/** Who may list customers (part 1 §6: crew sees Customers too). */
export const CUSTOMER_READER_ROLES: readonly Role[] = ['owner', 'manager', 'crew_member'];

/** Who may convert leads and change a customer's status (part 2 §6). */
export const CUSTOMER_MANAGER_ROLES: readonly Role[] = ['owner', 'manager'];

export function isCustomerStatus(value: unknown): value is CustomerStatus {
  return typeof value === 'string' && (CUSTOMER_STATUSES as readonly string[]).includes(value);
}

/** Weekday keys, Sunday first (part 2 §9). */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
/** Availability preset: Monday to Friday (part 2 §9). */
export const WEEKDAY_PRESET: readonly WeekdayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** One day a customer can receive services, with hours as HH:MM. */
export interface AvailableDay {
  day: WeekdayKey;
  start: string;
  end: string;
}

/** A service a customer asked for, at the price shown when they asked. */
export interface SelectedService {
  key: string;
  label: string;
  price_cents: number;
}

/** A row of GET /api/owner/customers (part 2 §3 "Customer/lead"). */
export interface CustomerRecord {
  id: string;
  customer_id: string;
  created_at: string;
  name: string | null;
  email: string | null;
  phone_number: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: CustomerStatus;
  organization_id: string;
  services: SelectedService[];
  available_days: AvailableDay[];
  user_id: string | null;
  user_email: string | null;
  user_phone: string | null;
  user_name: string | null;
  linked_user_id: string | null;
  linked_user_role: string | null;
  linked_user_status: string | null;
  /** The signup's ZIP lies outside the organization's service area (the owner decides whether to serve it). */
  outside_service_area: boolean;
}
