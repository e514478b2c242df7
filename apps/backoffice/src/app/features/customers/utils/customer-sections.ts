import type { CustomerRecord } from '@fsp/contracts';

/** The four sections of the Customers screen (part 2 §2), in page order. */
export const CUSTOMER_SECTIONS = [
  { key: 'leads', title: 'Leads', noun: 'leads', one: 'lead' },
  { key: 'customers', title: 'Customers', noun: 'customers', one: 'customer' },
  { key: 'archived', title: 'Archived', noun: 'archived customers', one: 'archived customer' },
  { key: 'members', title: 'Members', noun: 'members', one: 'member' },
] as const;

export type CustomerSectionKey = (typeof CUSTOMER_SECTIONS)[number]['key'];

/** Members are customers linked to an app user; they also stay in the section of their status. */
export function isMember(customer: CustomerRecord): boolean {
  return Boolean(customer.linked_user_id ?? customer.user_id);
}

export function belongsToSection(customer: CustomerRecord, section: CustomerSectionKey): boolean {
  switch (section) {
    case 'leads':
      return customer.status === 'lead';
    case 'customers':
      return customer.status === 'active' || customer.status === 'paused';
    case 'archived':
      return customer.status === 'archived';
    case 'members':
      return isMember(customer);
  }
}

const PHONE_PUNCTUATION = /[\s().+-]/g;

/** Case-insensitive match on name, e-mail or phone; a phone also matches by its digits ("919555" finds "(919) 555-0100"). */
export function matchesCustomerSearch(customer: CustomerRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const texts = [customer.name, customer.email, customer.phone_number, customer.user_email, customer.user_name];
  if (texts.some((text) => text?.toLowerCase().includes(needle))) return true;
  const phoneNeedle = needle.replace(PHONE_PUNCTUATION, '');
  if (!/^\d{3,}$/.test(phoneNeedle) || !customer.phone_number) return false;
  return customer.phone_number.replace(/\D/g, '').includes(phoneNeedle);
}
