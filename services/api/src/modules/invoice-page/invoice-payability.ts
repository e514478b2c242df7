import { INVOICE_API_ERRORS, isInvoiceSettled, type InvoiceStatus } from '@fsp/contracts';
import { ConflictException } from '@nestjs/common';
import type { Invoice } from '../invoices/entities/invoice.entity.js';
import type { Organization } from '../organizations/entities/organization.entity.js';

/** An invoice still to be paid (a disputed one was paid, and a processing one is being charged). */
export function isPayableStatus(status: InvoiceStatus): boolean {
  return status === 'open' || status === 'payment_failed';
}

/** The business takes card payments: its connected account finished onboarding. */
export function takesCardPayments(organization: Organization): boolean {
  return organization.stripeAccountId !== null && organization.stripeOnboardingCompleted;
}

/**
 * 409 unless the customer may start paying: not settled (paid, refunded or disputed) and the business takes
 * cards. A charge in flight is left for the charger to refuse, which knows whether it still is.
 */
export function assertCanStartPayment(invoice: Invoice, organization: Organization): void {
  if (isInvoiceSettled(invoice.status)) throw new ConflictException(INVOICE_API_ERRORS.alreadyPaid);
  if (!takesCardPayments(organization)) throw new ConflictException(INVOICE_API_ERRORS.paymentsNotSetUp);
}
