import { MAX_AMOUNT_MINOR, PAYMENT_ACTIVITY_MESSAGES, PAYMENT_MESSAGES } from '@fsp/contracts';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { CreateRefundInput, ProviderRefund } from '../payments-provider.js';
import { sandboxId } from './sandbox-ids.js';

/**
 * applicationFeeRefunded (payment-listing.ts) in SQL for `refunded` of the intent `pi`: the fee given back in
 * proportion, rounded on the running total (PostgreSQL's round and Math.round agree on positive halves).
 */
const feeRefundedAt = (refunded: string) => `round(pi.application_fee_amount::numeric * ${refunded} / pi.amount)::integer`;

interface RefundRow {
  id: string;
  amount: number;
  application_fee_refunded: number;
  payment_amount_refunded: number;
}

function toProviderRefund(row: RefundRow): ProviderRefund {
  return {
    id: row.id,
    status: 'succeeded',
    amountCents: Number(row.amount),
    paymentAmountRefundedCents: Number(row.payment_amount_refunded),
    applicationFeeRefundedCents: Number(row.application_fee_refunded),
  };
}

/**
 * Refunds part or all of a succeeded payment at once, as Stripe's test mode does, in one transaction: the refund row
 * is inserted under its unique idempotency key (a key seen before answers the refund it made), then one conditional
 * UPDATE adds the amount to the payment only while that leaves amount_refunded ≤ amount, so two refunds at once can
 * never give back more than was paid. The platform's fee is given back in proportion.
 */
export async function createSandboxRefund(dataSource: DataSource, input: CreateRefundInput): Promise<ProviderRefund> {
  const { accountId, paymentIntentId, amountCents, idempotencyKey } = input;
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_MINOR) {
    throw new BadRequestException(PAYMENT_MESSAGES.invalidRefundAmount);
  }
  return dataSource.transaction(async (manager) => {
    const inserted = (await manager.query(
      `INSERT INTO sandbox_refunds (id, account_id, payment_intent_id, amount, currency, metadata, idempotency_key)
       SELECT $1::text, pi.account_id, pi.id, $4::integer, pi.currency, $5::jsonb, $6::text
         FROM sandbox_payment_intents pi
        WHERE pi.id = $2 AND pi.account_id = $3
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [sandboxId('re'), paymentIntentId, accountId, amountCents, JSON.stringify(input.metadata), idempotencyKey],
    )) as Array<{ id: string }>;
    const refundId = inserted[0]?.id;
    if (refundId === undefined) return existingRefund(manager, input);

    // A SELECT at the top: TypeORM answers a top-level UPDATE with [rows, count] instead of the rows.
    const applied = (await manager.query(
      `WITH moved AS (
         UPDATE sandbox_payment_intents pi
            SET amount_refunded = pi.amount_refunded + $3,
                application_fee_refunded = ${feeRefundedAt('(pi.amount_refunded + $3)')}
          WHERE pi.id = $1 AND pi.account_id = $2 AND pi.status = 'succeeded' AND pi.amount - pi.amount_refunded >= $3
         RETURNING pi.amount_refunded, pi.application_fee_refunded - ${feeRefundedAt('(pi.amount_refunded - $3)')} AS fee_part
       ), refund AS (
         UPDATE sandbox_refunds r
            SET application_fee_refunded = moved.fee_part
           FROM moved
          WHERE r.id = $4
         RETURNING r.id, r.amount, r.application_fee_refunded, moved.amount_refunded AS payment_amount_refunded
       )
       SELECT * FROM refund`,
      [paymentIntentId, accountId, amountCents, refundId],
    )) as RefundRow[];
    const row = applied[0];
    if (row) return toProviderRefund(row);

    // Refused: the exception rolls the refund row back.
    const intents = (await manager.query(`SELECT status FROM sandbox_payment_intents WHERE id = $1 AND account_id = $2`, [
      paymentIntentId,
      accountId,
    ])) as Array<{ status: string }>;
    if (intents[0]?.status !== 'succeeded') throw new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.notRefundable);
    throw new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge);
  });
}

/** The refund an idempotency key already made (on this account); 404 when there is none, i.e. the payment is unknown here. */
async function existingRefund(manager: EntityManager, input: CreateRefundInput): Promise<ProviderRefund> {
  const rows = (await manager.query(
    `SELECT r.id, r.amount, r.application_fee_refunded, pi.amount_refunded AS payment_amount_refunded
       FROM sandbox_refunds r
       JOIN sandbox_payment_intents pi ON pi.id = r.payment_intent_id
      WHERE r.idempotency_key = $1 AND r.account_id = $2`,
    [input.idempotencyKey, input.accountId],
  )) as RefundRow[];
  const row = rows[0];
  if (!row) throw new NotFoundException(PAYMENT_ACTIVITY_MESSAGES.paymentNotFound);
  return toProviderRefund(row);
}
