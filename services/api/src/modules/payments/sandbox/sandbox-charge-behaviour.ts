/**
 * What happens when a saved sandbox card is charged, as with Stripe's test cards
 * (https://docs.stripe.com/testing): decided once, from the number, when the card is saved.
 */
export const SANDBOX_CHARGE_BEHAVIOURS = ['succeeds', 'declined', 'authentication_required'] as const;
export type SandboxChargeBehaviour = (typeof SANDBOX_CHARGE_BEHAVIOURS)[number];

const BEHAVIOUR_BY_NUMBER: Record<string, SandboxChargeBehaviour> = {
  // Saves, then every charge is declined (card_declined).
  '4000000000000341': 'declined',
  // Every charge needs 3-D Secure, off-session ones included.
  '4000002760003184': 'authentication_required',
};

/** `digits`: the card number without spaces or dashes. */
export function chargeBehaviourOf(digits: string): SandboxChargeBehaviour {
  return BEHAVIOUR_BY_NUMBER[digits] ?? 'succeeds';
}
