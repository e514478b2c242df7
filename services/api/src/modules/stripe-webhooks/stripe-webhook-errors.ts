/** The webhook endpoint's refusals: read by whoever sets up the endpoint in Stripe's dashboard. */
export const STRIPE_WEBHOOK_ERRORS = {
  notConfigured: 'Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET to the endpoint signing secret',
  missingSignature: 'Missing Stripe-Signature header',
  invalidSignature: 'Invalid Stripe webhook signature',
  notJson: 'A Stripe webhook body must be JSON (Content-Type: application/json)',
} as const;
