import type { VisitException } from '../../schedule/engine/expand-visits.js';
import {
  billedVisitKey,
  selectBillableVisits,
  type BillableRule,
  type BillableService,
  type BillingSelection,
  type BillingSelectionInput,
} from './select-billable-visits.js';

const MARCH = { from: '2026-03-01', to: '2026-03-31' } as const;
const FEBRUARY = { from: '2026-02-01', to: '2026-02-28' } as const;
const APRIL = { from: '2026-04-01', to: '2026-04-30' } as const;

const services: ReadonlyMap<string, BillableService> = new Map([
  ['mowing', { name: 'Mowing', priceCents: 4_500, currency: 'USD' }],
  ['edging', { name: 'Edging', priceCents: 1_250, currency: 'USD' }],
  ['loonie', { name: 'Hedge trim', priceCents: 9_900, currency: 'CAD' }],
]);

let nextRuleId = 1;

/** Weekly on Mondays from 2026-03-02 for customer "ann", mowing, unless overridden. */
function rule(overrides: Partial<BillableRule> = {}): BillableRule {
  const id = overrides.id ?? nextRuleId++;
  return {
    id,
    pattern: 'weekly',
    interval: 1,
    startDate: '2026-03-02',
    endDate: '2026-12-28',
    startMinutes: 540,
    teamId: null,
    customerId: 'ann',
    serviceId: 'mowing',
    ...overrides,
  };
}

function exception(ruleOf: BillableRule, overrides: Partial<VisitException> & Pick<VisitException, 'date'>): VisitException {
  return { ruleId: ruleOf.id, skipped: false, startMinutes: null, timeCleared: false, teamId: null, movedToDate: null, ...overrides };
}

function select(input: Partial<BillingSelectionInput> & Pick<BillingSelectionInput, 'rules'>, month: { from: string; to: string } = MARCH): BillingSelection {
  return selectBillableVisits({
    exceptions: [],
    services,
    invoicedVisits: new Set(),
    customersBilledForPeriod: new Set(),
    ...month,
    ...input,
  });
}

/** customer → its invoice's visit dates. */
function datesByCustomer(selection: BillingSelection): Record<string, string[]> {
  return Object.fromEntries(selection.invoices.map((invoice) => [invoice.customerId, invoice.lines.map((line) => line.visitDate)]));
}

const MARCH_MONDAYS = ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30'];

describe('selectBillableVisits: one invoice per customer, a line per visit', () => {
  it('bills every visit of a weekly rule in the month at the service’s name and price', () => {
    const weekly = rule();
    expect(select({ rules: [weekly] })).toEqual({
      invoices: [
        {
          customerId: 'ann',
          currency: 'USD',
          totalCents: 5 * 4_500,
          lines: MARCH_MONDAYS.map((visitDate) => ({ ruleId: weekly.id, visitDate, serviceLabel: 'Mowing', amountCents: 4_500 })),
        },
      ],
      skippedCustomerIds: [],
    });
  });

  it('puts all of a customer’s rules on one invoice, lines by date then rule, customers by id', () => {
    const mowing = rule({ customerId: 'bob' });
    const edging = rule({ customerId: 'bob', serviceId: 'edging', pattern: 'every_x_weeks', interval: 2, startDate: '2026-03-02' });
    const ann = rule({ customerId: 'ann', pattern: 'monthly', startDate: '2026-01-15' });
    const selection = select({ rules: [mowing, edging, ann] });

    expect(selection.invoices.map((invoice) => invoice.customerId)).toEqual(['ann', 'bob']);
    const bob = selection.invoices[1];
    expect(bob?.lines.map((line) => [line.visitDate, line.ruleId])).toEqual([
      ['2026-03-02', mowing.id],
      ['2026-03-02', edging.id],
      ['2026-03-09', mowing.id],
      ['2026-03-16', mowing.id],
      ['2026-03-16', edging.id],
      ['2026-03-23', mowing.id],
      ['2026-03-30', mowing.id],
      ['2026-03-30', edging.id],
    ]);
    expect(bob?.totalCents).toBe(5 * 4_500 + 3 * 1_250);
    expect(selection.invoices[0]).toMatchObject({ customerId: 'ann', totalCents: 4_500, lines: [{ visitDate: '2026-03-15' }] });
  });

  it('follows each pattern: monthly on the 31st falls on the last day of February, every 6 months only in its months', () => {
    const monthly31 = rule({ pattern: 'monthly', startDate: '2026-01-31' });
    const halfYearly = rule({ customerId: 'bob', pattern: 'every_6_months', startDate: '2025-09-10' });
    const quarterly = rule({ customerId: 'cat', pattern: 'every_x_months', interval: 3, startDate: '2025-12-05' });
    expect(datesByCustomer(select({ rules: [monthly31, halfYearly, quarterly] }, FEBRUARY))).toEqual({ ann: ['2026-02-28'] });
    expect(datesByCustomer(select({ rules: [monthly31, halfYearly, quarterly] }, MARCH))).toEqual({
      ann: ['2026-03-31'],
      bob: ['2026-03-10'],
      cat: ['2026-03-05'],
    });
  });

  it('bills only the visits inside the rule’s own span when it starts or ends mid-month', () => {
    const starting = rule({ startDate: '2026-03-16' });
    const ending = rule({ customerId: 'bob', startDate: '2026-01-05', endDate: '2026-03-10' });
    expect(datesByCustomer(select({ rules: [starting, ending] }))).toEqual({
      ann: ['2026-03-16', '2026-03-23', '2026-03-30'],
      bob: ['2026-03-02', '2026-03-09'],
    });
  });

  it('lists neither an invoice nor a skip for a customer without visits in the month', () => {
    const later = rule({ startDate: '2026-05-04' });
    const before = rule({ customerId: 'bob', startDate: '2025-01-06', endDate: '2026-02-23' });
    expect(select({ rules: [later, before] })).toEqual({ invoices: [], skippedCustomerIds: [] });
  });

  it('takes the currency from the services billed', () => {
    const hedge = rule({ serviceId: 'loonie', pattern: 'monthly', startDate: '2026-03-03' });
    expect(select({ rules: [hedge] }).invoices[0]).toMatchObject({ currency: 'CAD', totalCents: 9_900 });
  });

  it('leaves out a visit whose service is unknown rather than billing it at no price', () => {
    const unknown = rule({ serviceId: 'gone' });
    expect(select({ rules: [unknown] })).toEqual({ invoices: [], skippedCustomerIds: ['ann'] });
  });
});

describe('selectBillableVisits: skips, cancellations and reschedules', () => {
  it('leaves out a skipped (canceled) visit', () => {
    const weekly = rule();
    const selection = select({ rules: [weekly], exceptions: [exception(weekly, { date: '2026-03-09', skipped: true })] });
    expect(datesByCustomer(selection)).toEqual({ ann: ['2026-03-02', '2026-03-16', '2026-03-23', '2026-03-30'] });
    expect(selection.invoices[0]?.totalCents).toBe(4 * 4_500);
  });

  it('skips a customer whose every visit of the month was canceled, without an invoice', () => {
    const monthly = rule({ pattern: 'monthly', startDate: '2026-01-12' });
    const selection = select({ rules: [monthly], exceptions: [exception(monthly, { date: '2026-03-12', skipped: true })] });
    expect(selection).toEqual({ invoices: [], skippedCustomerIds: [] });
  });

  it('bills a visit moved within the month on its new date, once', () => {
    const weekly = rule();
    const moved = exception(weekly, { date: '2026-03-09', movedToDate: '2026-03-11', startMinutes: 600 });
    expect(datesByCustomer(select({ rules: [weekly], exceptions: [moved] }))).toEqual({
      ann: ['2026-03-02', '2026-03-11', '2026-03-16', '2026-03-23', '2026-03-30'],
    });
  });

  it('bills a visit moved out of the month in the month it lands in, not the one it left', () => {
    const weekly = rule();
    const movedOut = exception(weekly, { date: '2026-03-30', movedToDate: '2026-04-01' });
    expect(datesByCustomer(select({ rules: [weekly], exceptions: [movedOut] }, MARCH))).toEqual({
      ann: ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'],
    });
    expect(datesByCustomer(select({ rules: [weekly], exceptions: [movedOut] }, APRIL)).ann?.slice(0, 2)).toEqual(['2026-04-01', '2026-04-06']);
  });

  it('bills a visit moved into the month from the one before in the month it lands in', () => {
    const monthly = rule({ pattern: 'monthly', startDate: '2026-01-27' });
    const movedIn = exception(monthly, { date: '2026-02-27', movedToDate: '2026-03-02' });
    expect(select({ rules: [monthly], exceptions: [movedIn] }, FEBRUARY)).toEqual({ invoices: [], skippedCustomerIds: [] });
    expect(datesByCustomer(select({ rules: [monthly], exceptions: [movedIn] }, MARCH))).toEqual({ ann: ['2026-03-02', '2026-03-27'] });
  });

  it('bills a moved visit of a rule that has ended before the month, where it lands', () => {
    const ended = rule({ startDate: '2026-01-05', endDate: '2026-02-23' });
    const movedIn = exception(ended, { date: '2026-02-23', movedToDate: '2026-03-03' });
    expect(datesByCustomer(select({ rules: [ended], exceptions: [movedIn] }))).toEqual({ ann: ['2026-03-03'] });
  });

  it('treats a visit both skipped and moved as canceled', () => {
    const weekly = rule();
    const both = exception(weekly, { date: '2026-03-09', movedToDate: '2026-03-10', skipped: true });
    expect(datesByCustomer(select({ rules: [weekly], exceptions: [both] })).ann).not.toContain('2026-03-10');
    expect(datesByCustomer(select({ rules: [weekly], exceptions: [both] })).ann).not.toContain('2026-03-09');
  });

  it('makes one line of two visits of one rule moved onto the same date', () => {
    const weekly = rule();
    const onto = exception(weekly, { date: '2026-03-09', movedToDate: '2026-03-16' });
    const selection = select({ rules: [weekly], exceptions: [onto] });
    expect(datesByCustomer(selection)).toEqual({ ann: ['2026-03-02', '2026-03-16', '2026-03-23', '2026-03-30'] });
  });
});

describe('selectBillableVisits: what is never billed', () => {
  it('never bills one-off visits, invoiced already or not', () => {
    const oneOff = rule({ pattern: 'once', startDate: '2026-03-05', endDate: '2026-03-05' });
    const invoicedOneOff = rule({ customerId: 'bob', pattern: 'once', startDate: '2026-03-06', endDate: '2026-03-06' });
    const selection = select({ rules: [oneOff, invoicedOneOff], invoicedVisits: new Set([billedVisitKey(invoicedOneOff.id, '2026-03-06')]) });
    expect(selection).toEqual({ invoices: [], skippedCustomerIds: [] });
  });

  it('never bills a one-off visit moved into the month either', () => {
    const oneOff = rule({ pattern: 'once', startDate: '2026-02-26', endDate: '2026-02-26' });
    expect(select({ rules: [oneOff], exceptions: [exception(oneOff, { date: '2026-02-26', movedToDate: '2026-03-02' })] })).toEqual({
      invoices: [],
      skippedCustomerIds: [],
    });
  });

  it('never bills misc events (negative ids)', () => {
    const misc = rule({ id: -7 });
    const weekly = rule({ customerId: 'bob' });
    expect(datesByCustomer(select({ rules: [misc, weekly] }))).toEqual({ bob: MARCH_MONDAYS });
  });

  it('leaves out the visits already on an invoice line and bills the rest', () => {
    const weekly = rule();
    const invoiced = new Set([billedVisitKey(weekly.id, '2026-03-02'), billedVisitKey(weekly.id, '2026-03-23')]);
    expect(datesByCustomer(select({ rules: [weekly], invoicedVisits: invoiced }))).toEqual({ ann: ['2026-03-09', '2026-03-16', '2026-03-30'] });
  });

  it('skips a customer whose visits were all invoiced already', () => {
    const weekly = rule();
    const other = rule({ customerId: 'bob' });
    const invoiced = new Set(MARCH_MONDAYS.map((date) => billedVisitKey(weekly.id, date)));
    const selection = select({ rules: [weekly, other], invoicedVisits: invoiced });
    expect(selection.skippedCustomerIds).toEqual(['ann']);
    expect(selection.invoices.map((invoice) => invoice.customerId)).toEqual(['bob']);
  });

  it('does not bill again a visit invoiced on its series date and moved afterwards', () => {
    const weekly = rule({ startDate: '2026-02-02' });
    const movedAfterBilling = exception(weekly, { date: '2026-02-23', movedToDate: '2026-03-03' });
    const selection = select({
      rules: [weekly],
      exceptions: [movedAfterBilling],
      invoicedVisits: new Set([billedVisitKey(weekly.id, '2026-02-23')]),
    });
    expect(datesByCustomer(selection)).toEqual({ ann: MARCH_MONDAYS });
  });

  it('skips a customer who already has this month’s invoice, even with visits not on it', () => {
    const weekly = rule();
    const other = rule({ customerId: 'bob' });
    const selection = select({ rules: [weekly, other], customersBilledForPeriod: new Set(['ann']) });
    expect(selection.skippedCustomerIds).toEqual(['ann']);
    expect(selection.invoices.map((invoice) => invoice.customerId)).toEqual(['bob']);
  });
});
