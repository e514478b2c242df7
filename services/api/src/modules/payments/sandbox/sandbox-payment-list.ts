import { PAYMENT_ACTIVITY_MESSAGES, searchAmountMinor, type PaymentStatus } from '@fsp/contracts';
import { BadRequestException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ProviderPayment, ProviderPaymentFilter, ProviderPaymentPage } from '../payments-provider.js';

/**
 * paymentStatusOf (payment-listing.ts) in SQL, so that the status filter pages correctly: a payment waiting for the
 * customer shows as requires_payment_method, one whose last attempt failed as failed, a succeeded one refunded in
 * full as refunded. The sandbox has no disputes.
 */
const STATUS_SQL = `CASE pi.status
    WHEN 'succeeded' THEN CASE WHEN pi.amount_refunded >= pi.amount AND pi.amount > 0 THEN 'refunded' ELSE 'succeeded' END
    WHEN 'processing' THEN 'processing'
    WHEN 'requires_capture' THEN 'requires_capture'
    WHEN 'canceled' THEN 'canceled'
    ELSE CASE WHEN pi.last_error_code IS NOT NULL THEN 'failed' ELSE 'requires_payment_method' END
  END`;

const CUSTOMER_EMAIL_SQL = `COALESCE(NULLIF(pi.metadata->>'customer_email', ''), c.email)`;
const CUSTOMER_NAME_SQL = `COALESCE(NULLIF(pi.metadata->>'customer_name', ''), c.name)`;
/** Processing fee plus the platform's fee less what of it was refunded, once charged. */
const FEE_SQL = `CASE WHEN pi.status = 'succeeded' THEN pi.fee + pi.application_fee_amount - pi.application_fee_refunded ELSE 0 END`;

/** Every listed column of a payment intent `pi` with its card `pm` and customer `c`. */
const PAYMENT_COLUMNS = `
  pi.id AS payment_intent_id,
  COALESCE(pi.charge_id, pi.id) AS id,
  pi.created_at,
  pi.description,
  ${CUSTOMER_NAME_SQL} AS customer_name,
  ${CUSTOMER_EMAIL_SQL} AS customer_email,
  CASE WHEN pm.id IS NULL THEN NULL ELSE 'card' END AS pm_type,
  pm.brand AS card_brand,
  pm.last4,
  pi.amount,
  pi.amount_refunded,
  upper(pi.currency) AS currency,
  ${FEE_SQL} AS fee,
  ${STATUS_SQL} AS listed_status`;

const PAYMENT_JOINS = `
  FROM sandbox_payment_intents pi
  LEFT JOIN sandbox_payment_methods pm ON pm.id = pi.payment_method_id
  LEFT JOIN sandbox_customers c ON c.id = pi.customer_id`;

interface PaymentRow {
  payment_intent_id: string;
  id: string;
  created_at: Date | string;
  description: string | null;
  customer_name: string | null;
  customer_email: string | null;
  pm_type: string | null;
  card_brand: string | null;
  last4: string | null;
  amount: number;
  amount_refunded: number;
  currency: string;
  fee: number;
  listed_status: PaymentStatus;
}

/** The listed statuses of a payment whose charge succeeded (and so brought money in). */
const CHARGED: ReadonlySet<PaymentStatus> = new Set(['succeeded', 'refunded', 'disputed']);

function toProviderPayment(row: PaymentRow): ProviderPayment {
  const amount = Number(row.amount);
  const refunded = Number(row.amount_refunded);
  const fee = Number(row.fee);
  return {
    id: row.id,
    paymentIntentId: row.payment_intent_id,
    created: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    description: row.description,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    pmType: row.pm_type,
    cardBrand: row.card_brand,
    last4: row.last4,
    amountCents: amount,
    amountRefundedCents: refunded,
    currency: row.currency,
    feeCents: fee,
    netCents: CHARGED.has(row.listed_status) ? amount - refunded - fee : 0,
    status: row.listed_status,
  };
}

/** `text` for a LIKE pattern that matches it literally (backslash is PostgreSQL's default escape). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * An account's payments, newest first by (created_at, id), one page at a time: a keyset after the cursor's payment
 * intent on the (account_id, created_at DESC, id DESC) index, one row more than asked to know whether more follow.
 * Status and search are decided in SQL with the same rules as paymentStatusOf and matchesPaymentSearch.
 */
export async function listSandboxPayments(db: Queryable, accountId: string, filter: ProviderPaymentFilter): Promise<ProviderPaymentPage> {
  const limit = Math.max(1, Math.floor(filter.limit));
  const search = filter.search?.trim().toLowerCase() || null;
  const params: unknown[] = [
    accountId,
    filter.createdFrom,
    filter.createdBefore,
    filter.status,
    search === null ? null : `%${likeLiteral(search)}%`,
    search,
    search === null ? null : searchAmountMinor(search),
    filter.startingAfter,
    limit + 1,
  ];

  if (filter.startingAfter !== null) {
    const cursor = (await db.query(`SELECT 1 FROM sandbox_payment_intents WHERE id = $1 AND account_id = $2`, [filter.startingAfter, accountId])) as unknown[];
    if (cursor.length === 0) throw new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.invalidCursor);
  }

  const rows = (await db.query(
    `SELECT ${PAYMENT_COLUMNS}
     ${PAYMENT_JOINS}
     WHERE pi.account_id = $1
       AND ($2::timestamptz IS NULL OR pi.created_at >= $2::timestamptz)
       AND ($3::timestamptz IS NULL OR pi.created_at < $3::timestamptz)
       AND ($4::text IS NULL OR ${STATUS_SQL} = $4::text)
       AND ($5::text IS NULL
            OR ${CUSTOMER_EMAIL_SQL} ILIKE $5::text
            OR pi.description ILIKE $5::text
            OR pm.last4 = $6::text
            OR pi.amount = $7::integer)
       AND ($8::text IS NULL
            OR (pi.created_at, pi.id) < (SELECT k.created_at, k.id FROM sandbox_payment_intents k WHERE k.id = $8::text AND k.account_id = $1))
     ORDER BY pi.created_at DESC, pi.id DESC
     LIMIT $9`,
    params,
  )) as PaymentRow[];

  const hasMore = rows.length > limit;
  const payments = rows.slice(0, limit).map(toProviderPayment);
  return { payments, hasMore, nextCursor: hasMore ? (payments.at(-1)?.paymentIntentId ?? null) : null };
}

/** One payment of the account as the list shows it; null when the account has no such payment intent. */
export async function retrieveSandboxPayment(db: Queryable, accountId: string, paymentIntentId: string): Promise<ProviderPayment | null> {
  const rows = (await db.query(
    `SELECT ${PAYMENT_COLUMNS}
     ${PAYMENT_JOINS}
     WHERE pi.id = $1 AND pi.account_id = $2`,
    [paymentIntentId, accountId],
  )) as PaymentRow[];
  const row = rows[0];
  return row ? toProviderPayment(row) : null;
}
