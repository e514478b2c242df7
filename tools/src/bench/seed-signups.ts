import { DEMO_SERVICES, type CustomerInvite, type SignupSubmission } from '@fsp/contracts';

async function post<T>(url: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Fills the owner's organization with `count` customers the way real ones arrive (a QR invite each, then the
 * public signup form), and returns one more invite's code, still open, for the public signup read.
 */
export async function seedSignups(base: string, ownerHeaders: Record<string, string>, count: number): Promise<string> {
  const createInvite = () => post<CustomerInvite>(`${base}/api/owner/invitations/create`, ownerHeaders, { via: 'qr', ttl_hours: 72 });
  const service = DEMO_SERVICES.find((offering) => offering.organization === 'greenAcres');
  if (!service) throw new Error('The demo seed has no Green Acres service');
  for (let index = 0; index < count; index += 1) {
    const { code } = await createInvite();
    const submission: SignupSubmission = {
      name: `Bench Customer ${index}`,
      email: `bench-${index}@example.com`,
      phone_number: '(919) 555-0100',
      street: `${index} Main St`,
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
      services_selected: [{ key: service.key, price_cents: service.price_cents }],
      available_days: [{ day: 'mon', start: '08:00', end: '17:00' }],
      sms_opt_in: false,
    };
    await post(`${base}/api/public/signup/${code}`, {}, submission);
  }
  return (await createInvite()).code;
}
