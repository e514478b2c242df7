import type { CustomerInvite, InviteVia } from '@fsp/contracts';

export type InviteTypeFilter = 'all' | InviteVia;

export interface InviteFilters {
  type: InviteTypeFilter;
  /** yyyy-MM-dd from the date input, or '' for any day. */
  date: string;
  search: string;
}

export const NO_INVITE_FILTERS: InviteFilters = { type: 'all', date: '', search: '' };

/** The calendar day of an instant in the browser's time zone, as an `<input type="date">` writes it. */
export function localDateKey(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

function matchesSearch(invite: CustomerInvite, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [invite.email, invite.phone, invite.code].filter((value): value is string => Boolean(value));
  if (haystack.some((value) => value.toLowerCase().includes(needle))) return true;
  // "5550104242" finds "(555) 010-4242".
  const digits = digitsOf(needle);
  return digits.length >= 3 && digits === needle.replace(/[\s().+-]/g, '') && digitsOf(invite.phone ?? '').includes(digits);
}

/** Invites of the chosen type, created on the chosen day, whose e-mail, phone or code contains the search. */
export function filterInvites(invites: readonly CustomerInvite[], filters: InviteFilters): CustomerInvite[] {
  return invites.filter(
    (invite) =>
      (filters.type === 'all' || invite.via === filters.type) &&
      (!filters.date || localDateKey(invite.created_at) === filters.date) &&
      matchesSearch(invite, filters.search),
  );
}
