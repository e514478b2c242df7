import type { Page } from '@playwright/test';
import {
  addDays,
  type CreateScheduleRuleRequest,
  type CustomerInvite,
  type ScheduleCalendar,
  type ScheduleCandidate,
  type SignupSubmission,
  type Team,
} from '@fsp/contracts';
import { fetchAsPageUser } from './page-api.js';

/** Reads a call the signed-in page makes, failing loudly on anything but 2xx. */
async function call<T>(page: Page, path: string, request: Parameters<typeof fetchAsPageUser>[2] = {}): Promise<T> {
  const response = await fetchAsPageUser<T>(page, path, request);
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${request.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/** The organization's "today", as the screens see it. */
export async function organizationToday(page: Page): Promise<string> {
  return (await call<ScheduleCalendar>(page, '/api/owner/schedule/calendar')).today;
}

export { addDays };

/**
 * A customer arrives the way real ones do: the signed-in owner creates a QR invite and the customer submits the
 * public signup form with the given services. Returns the schedule candidate it became.
 */
export async function customerSignsUp(owner: Page, name: string, serviceKeys: { key: string; price_cents: number }[]): Promise<ScheduleCandidate> {
  const invite = await call<CustomerInvite>(owner, '/api/owner/invitations/create', { method: 'POST', body: { via: 'qr', ttl_hours: 72 } });
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const submission: SignupSubmission = {
    name,
    email,
    phone_number: '(919) 555-0177',
    street: '7 Willow Way',
    city: 'Raleigh',
    state: 'NC',
    zip: '27603',
    services_selected: serviceKeys,
    available_days: [{ day: 'mon', start: '08:00', end: '17:00' }],
    sms_opt_in: false,
  };
  const response = await owner.request.post(`/api/public/signup/${invite.code}`, { data: submission });
  if (!response.ok()) throw new Error(`The signup answered ${response.status()}: ${await response.text()}`);
  const candidates = await call<ScheduleCandidate[]>(owner, '/api/owner/schedule/candidates');
  const candidate = candidates.find((entry) => entry.email === email);
  if (!candidate) throw new Error(`${name} is not among the schedule candidates`);
  return candidate;
}

export async function teamNamed(page: Page, name: string): Promise<Team> {
  const team = (await call<Team[]>(page, '/api/owner/teams')).find((entry) => entry.name === name);
  if (!team) throw new Error(`No team named ${name}`);
  return team;
}

export async function scheduleRule(page: Page, rule: CreateScheduleRuleRequest): Promise<number> {
  return (await call<{ rule_id: number }>(page, '/api/owner/schedule', { method: 'POST', body: rule })).rule_id;
}

export { call as callAsPageUser };
