/**
 * Refusals of the owner's payment calls that libs/contracts does not word yet (the screens never send these
 * inputs; they read well for anyone calling the API directly).
 */
export const OWNER_PAYMENTS_ERRORS = {
  invalidLimit: 'limit must be a whole number from 1 to 100.',
  invalidPaymentIntent: 'payment_intent must be a payment intent id (letters, digits and _, at most 255).',
  invalidIdempotencyKey: 'The Idempotency-Key header must be 1 to 255 printable characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another refund.',
  invalidFormat: 'format must be csv.',
  invalidSearch: 'q must be at most 200 characters.',
} as const;
