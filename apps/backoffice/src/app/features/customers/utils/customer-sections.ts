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

/** A customer with what a search compares, worked out once per list rather than once per keystroke. */
export interface SearchableCustomer {
  customer: CustomerRecord;
  /** Name, e-mail, phone, linked user e-mail and name, lower-cased. */
  texts: string[];
  /** The phone's digits, or null without a phone. */
  phoneDigits: string | null;
}

export function searchableCustomer(customer: CustomerRecord): SearchableCustomer {
  const fields = [customer.name, customer.email, customer.phone_number, customer.user_email, customer.user_name];
  return {
    customer,
    texts: fields.flatMap((text) => (text ? [text.toLowerCase()] : [])),
    phoneDigits: customer.phone_number ? customer.phone_number.replace(/\D/g, '') : null,
  };
}

/** A search box's text as matchesSearchable compares it. */
export interface CustomerSearch {
  needle: string;
  /** The needle as phone digits ("919555" finds "(919) 555-0100"), when it is three digits or more. */
  phoneNeedle: string | null;
}

export function customerSearch(search: string): CustomerSearch {
  const needle = search.trim().toLowerCase();
  const phoneNeedle = needle.replace(PHONE_PUNCTUATION, '');
  return { needle, phoneNeedle: /^\d{3,}$/.test(phoneNeedle) ? phoneNeedle : null };
}

export function matchesSearchable(searchable: SearchableCustomer, { needle, phoneNeedle }: CustomerSearch): boolean {
  if (!needle) return true;
  if (searchable.texts.some((text) => text.includes(needle))) return true;
  return phoneNeedle !== null && searchable.phoneDigits !== null && searchable.phoneDigits.includes(phoneNeedle);
}

/** Case-insensitive match on name, e-mail or phone; a phone also matches by its digits ("919555" finds "(919) 555-0100"). */
export function matchesCustomerSearch(customer: CustomerRecord, search: string): boolean {
  return matchesSearchable(searchableCustomer(customer), customerSearch(search));
}
