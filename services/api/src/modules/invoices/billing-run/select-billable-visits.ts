import { isMiscEventRuleId } from '@fsp/contracts';
import { expandVisits, type ExpandableRule, type Visit, type VisitException } from '../../schedule/engine/expand-visits.js';

/** A schedule rule as billing needs it: what places its visits, whose they are and what they bill. */
export interface BillableRule extends ExpandableRule {
  customerId: string;
  serviceId: string;
}

/** What a visit of a service bills: its name on the line, its price in cents and currency. */
export interface BillableService {
  name: string;
  priceCents: number;
  currency: string;
}

export interface BillingSelectionInput {
  rules: readonly BillableRule[];
  /** The exceptions touching the month (schedule-read.queries exceptionsTouching). */
  exceptions: readonly VisitException[];
  /** The month's first and last day. */
  from: string;
  to: string;
  services: ReadonlyMap<string, BillableService>;
  /** Visits already on an invoice line, as billedVisitKey(ruleId, date). */
  invoicedVisits: ReadonlySet<string>;
  /** Customers who already have this month's billing-run invoice. */
  customersBilledForPeriod: ReadonlySet<string>;
}

export interface BillableLine {
  ruleId: number;
  visitDate: string;
  serviceLabel: string;
  amountCents: number;
}

export interface BillableInvoice {
  customerId: string;
  currency: string;
  totalCents: number;
  /** By visit date, then rule. */
  lines: BillableLine[];
}

export interface BillingSelection {
  /** One per customer with something left to bill, by customer id. */
  invoices: BillableInvoice[];
  /** Customers with recurring visits in the month and nothing to bill: all invoiced already, or this month's invoice exists. */
  skippedCustomerIds: string[];
}

export const billedVisitKey = (ruleId: number, date: string) => `${ruleId}|${date}`;

/**
 * The monthly billing run's choice, on the schedule engine's visits of the month: recurring rules only (a one-off
 * is invoiced from the dashboard), after skips, cancellations and reschedules (a moved visit counts in the month it
 * lands in), never a misc event, never a visit already on an invoice line (by the date it is shown on, or by its
 * series date when it was billed before being moved). One invoice per customer with a line per visit.
 */
export function selectBillableVisits(input: BillingSelectionInput): BillingSelection {
  const recurring = input.rules.filter((rule) => rule.pattern !== 'once' && !isMiscEventRuleId(rule.id));
  const rulesById = new Map(recurring.map((rule) => [rule.id, rule]));
  const visitsByCustomer = new Map<string, Visit[]>();
  for (const visit of expandVisits(recurring, input.exceptions, input.from, input.to)) {
    const rule = rulesById.get(visit.ruleId);
    if (!rule) continue;
    const visits = visitsByCustomer.get(rule.customerId) ?? [];
    visits.push(visit);
    visitsByCustomer.set(rule.customerId, visits);
  }

  const invoices: BillableInvoice[] = [];
  const skippedCustomerIds: string[] = [];
  for (const customerId of [...visitsByCustomer.keys()].sort()) {
    const lines = input.customersBilledForPeriod.has(customerId)
      ? []
      : linesOf(visitsByCustomer.get(customerId) ?? [], rulesById, input.services, input.invoicedVisits);
    if (lines.length === 0) {
      skippedCustomerIds.push(customerId);
      continue;
    }
    const currency = input.services.get(rulesById.get(lines[0]?.ruleId ?? 0)?.serviceId ?? '')?.currency ?? 'USD';
    invoices.push({ customerId, currency, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0), lines });
  }
  return { invoices, skippedCustomerIds };
}

function linesOf(
  visits: readonly Visit[],
  rulesById: ReadonlyMap<number, BillableRule>,
  services: ReadonlyMap<string, BillableService>,
  invoicedVisits: ReadonlySet<string>,
): BillableLine[] {
  const billed = new Set<string>();
  const lines: BillableLine[] = [];
  for (const visit of visits) {
    const key = billedVisitKey(visit.ruleId, visit.date);
    // Two visits of one rule moved onto one date would be one line (a visit is billed once per rule and date).
    if (billed.has(key) || invoicedVisits.has(key) || invoicedVisits.has(billedVisitKey(visit.ruleId, visit.seriesDate))) continue;
    const service = services.get(rulesById.get(visit.ruleId)?.serviceId ?? '');
    if (!service) continue;
    billed.add(key);
    lines.push({ ruleId: visit.ruleId, visitDate: visit.date, serviceLabel: service.name, amountCents: service.priceCents });
  }
  return lines.sort((a, b) => (a.visitDate !== b.visitDate ? (a.visitDate < b.visitDate ? -1 : 1) : a.ruleId - b.ruleId));
}
