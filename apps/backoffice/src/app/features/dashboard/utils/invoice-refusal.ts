import { INVOICE_MESSAGES } from '@fsp/contracts';
import type { DashboardStop } from './dashboard-stops.js';

/** Why this stop cannot be invoiced from the dashboard (part 1 §5), or null when it can. */
export function invoiceRefusal(stop: Pick<DashboardStop, 'kind' | 'pattern'>): string | null {
  if (stop.kind === 'misc') return INVOICE_MESSAGES.cannotInvoiceMiscEvent;
  if (stop.pattern !== 'once') return INVOICE_MESSAGES.onlyOneOffInvoiced;
  return null;
}
