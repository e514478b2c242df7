import type Stripe from 'stripe';
import { applicationFeeRefunded, matchesPaymentSearch, paymentStatusOf } from '../payment-listing.js';
import type { ProviderPayment, ProviderPaymentFilter, ProviderPaymentPage } from '../payments-provider.js';

/** Each listed intent comes with its charge and the charge's balance transaction, for the fee. */
export const PAYMENT_LIST_EXPAND = ['data.latest_charge.balance_transaction'];
/** Stripe's largest list page. */
export const STRIPE_MAX_PAGE = 100;
/** A filtered page scans at most this many Stripe pages, then hands the client a cursor to scan on. */
export const MAX_SCANNED_PAGES = 10;

export type PaymentIntentPageFetcher = (params: Stripe.PaymentIntentListParams) => Promise<Stripe.ApiList<Stripe.PaymentIntent>>;

export function expandedCharge(intent: Stripe.PaymentIntent): Stripe.Charge | null {
  return intent.latest_charge && typeof intent.latest_charge !== 'string' ? intent.latest_charge : null;
}

/** What the platform took from the charge; Stripe counts it in the balance transaction's `fee`. */
export function applicationFeeOf(intent: Stripe.PaymentIntent): number {
  return expandedCharge(intent)?.application_fee_amount ?? intent.application_fee_amount ?? 0;
}

function textOrNull(value: string | null | undefined): string | null {
  return value && value.trim() !== '' ? value : null;
}

/** Fee = Stripe's fee with the application fee (the balance transaction's `fee`), less the application fee refunded. */
function feeOf(intent: Stripe.PaymentIntent, amountRefundedCents: number): number {
  const transaction = expandedCharge(intent)?.balance_transaction;
  if (!transaction || typeof transaction === 'string') return 0;
  return transaction.fee - applicationFeeRefunded(applicationFeeOf(intent), intent.amount, amountRefundedCents);
}

export function toProviderPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = expandedCharge(intent);
  const details = charge?.payment_method_details ?? null;
  const amountCents = intent.amount;
  const amountRefundedCents = charge?.amount_refunded ?? 0;
  const feeCents = feeOf(intent, amountRefundedCents);
  return {
    id: charge?.id ?? (typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.id),
    paymentIntentId: intent.id,
    created: new Date(intent.created * 1000),
    description: textOrNull(intent.description),
    customerName: textOrNull(intent.metadata['customer_name']) ?? textOrNull(charge?.billing_details.name),
    customerEmail: textOrNull(intent.metadata['customer_email']) ?? textOrNull(charge?.billing_details.email),
    pmType: details?.type ?? null,
    cardBrand: details?.card?.brand ?? null,
    last4: details?.card?.last4 ?? null,
    amountCents,
    amountRefundedCents,
    currency: intent.currency.toUpperCase(),
    feeCents,
    // Only a succeeded charge brought money in: a failed, waiting or canceled payment nets nothing.
    netCents: intent.status === 'succeeded' ? amountCents - amountRefundedCents - feeCents : 0,
    status: paymentStatusOf({
      intentStatus: intent.status,
      failed: intent.last_payment_error != null,
      amountCents,
      amountRefundedCents,
      disputed: charge?.disputed ?? false,
    }),
  };
}

/** Stripe's `created` is in whole seconds: created ≥ from and created < before, exactly. */
function createdRange(filter: ProviderPaymentFilter): Stripe.RangeQueryParam | undefined {
  if (!filter.createdFrom && !filter.createdBefore) return undefined;
  return {
    ...(filter.createdFrom ? { gte: Math.ceil(filter.createdFrom.getTime() / 1000) } : {}),
    ...(filter.createdBefore ? { lt: Math.ceil(filter.createdBefore.getTime() / 1000) } : {}),
  };
}

function pageParams(filter: ProviderPaymentFilter, limit: number, startingAfter: string | null): Stripe.PaymentIntentListParams {
  const created = createdRange(filter);
  return {
    limit,
    ...(startingAfter ? { starting_after: startingAfter } : {}),
    ...(created ? { created } : {}),
    expand: PAYMENT_LIST_EXPAND,
  };
}

/**
 * One page of the account's payments, newest first. Stripe filters only by date, so status and search are applied
 * here, scanning pages of 100 until `limit` payments match or MAX_SCANNED_PAGES were read; the cursor then points at
 * the last intent scanned, so the next request scans on from there.
 */
export async function listPaymentPage(fetchPage: PaymentIntentPageFetcher, filter: ProviderPaymentFilter): Promise<ProviderPaymentPage> {
  const search = filter.search?.trim() ? filter.search : null;
  if (!filter.status && !search) {
    const page = await fetchPage(pageParams(filter, Math.min(filter.limit, STRIPE_MAX_PAGE), filter.startingAfter));
    const last = page.data.at(-1);
    const hasMore = page.has_more && last !== undefined;
    return { payments: page.data.map(toProviderPayment), hasMore, nextCursor: hasMore ? last.id : null };
  }

  const matches = (payment: ProviderPayment) =>
    (!filter.status || payment.status === filter.status) && (search === null || matchesPaymentSearch(payment, search));
  const payments: ProviderPayment[] = [];
  let cursor = filter.startingAfter;
  for (let scanned = 0; scanned < MAX_SCANNED_PAGES; scanned += 1) {
    const page = await fetchPage(pageParams(filter, STRIPE_MAX_PAGE, cursor));
    for (const [index, intent] of page.data.entries()) {
      const payment = toProviderPayment(intent);
      if (matches(payment)) payments.push(payment);
      if (payments.length >= filter.limit) {
        const hasMore = index < page.data.length - 1 || page.has_more;
        return { payments, hasMore, nextCursor: hasMore ? intent.id : null };
      }
    }
    const last = page.data.at(-1);
    if (!page.has_more || !last) return { payments, hasMore: false, nextCursor: null };
    cursor = last.id;
  }
  return { payments, hasMore: true, nextCursor: cursor };
}
