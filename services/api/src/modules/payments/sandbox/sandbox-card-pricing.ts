/** Stripe's standard US card pricing (https://stripe.com/pricing): 2.9% + 30¢ per successful charge. */
export function sandboxCardFee(amountCents: number): number {
  return Math.round((amountCents * 29) / 1000) + 30;
}

/** What the connected account keeps of a direct charge: the amount less Stripe's fee and the platform's application fee. */
export function sandboxNet(amountCents: number, applicationFeeCents: number): number {
  return amountCents - sandboxCardFee(amountCents) - applicationFeeCents;
}

/** A charge's funds are pending this long, then available (Stripe's standard US payout schedule). */
export const SANDBOX_FUNDS_PENDING_DAYS = 2;

/** Stripe's minimum charge in US dollars ($0.50). */
export const SANDBOX_MINIMUM_CHARGE_CENTS = 50;
