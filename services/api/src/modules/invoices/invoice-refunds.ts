import { scopedSql, type SqlRunner } from '../../common/tenancy/organization-scoped-sql.js';

/**
 * The one rule for refunds on invoices: what was refunded of a card payment in all goes onto the invoice it paid,
 * and a payment refunded in full marks its paid invoice `refunded` (still under Paid, with a Refunded badge). Used
 * by the owner's refunds and by Stripe's charge.refunded webhook, inside their transactions.
 */
export async function applyPaymentRefundsToInvoice(db: SqlRunner, organizationId: string, paymentId: string): Promise<void> {
  await scopedSql(db, organizationId).query(
    `UPDATE invoices i
        SET amount_refunded_cents = p.amount_refunded_cents,
            status = CASE WHEN p.amount_refunded_cents >= p.amount_cents AND p.amount_cents > 0 AND i.status = 'paid' THEN 'refunded' ELSE i.status END,
            updated_at = now()
       FROM payments p
      WHERE i.organization_id = $1 AND p.organization_id = $1 AND p.id = $2 AND i.id = p.invoice_id
        AND i.amount_refunded_cents < p.amount_refunded_cents`,
    [paymentId],
  );
}
