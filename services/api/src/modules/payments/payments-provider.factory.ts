import type { ApiConfig } from '../../config/api-config.js';
import type { PaymentsProvider } from './payments-provider.js';
import type { SandboxPaymentsProvider } from './sandbox/sandbox-payments-provider.js';
import { StripePaymentsProvider } from './stripe/stripe-payments-provider.js';

/**
 * Stripe when a secret key is configured, else the sandbox; production refuses the sandbox unless
 * ALLOW_SANDBOX_PAYMENTS=true (ARCHITECTURE.md §3).
 */
export function choosePaymentsProvider(config: ApiConfig, sandbox: SandboxPaymentsProvider): PaymentsProvider {
  const { payments } = config;
  if (payments.stripeSecretKey) {
    if (!payments.stripePublishableKey) {
      throw new Error('STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY: the signup payment step needs it.');
    }
    return new StripePaymentsProvider({ ...payments, stripeSecretKey: payments.stripeSecretKey, stripePublishableKey: payments.stripePublishableKey });
  }
  if (config.production && !payments.allowSandboxInProduction) {
    throw new Error('Refusing to start in production on the sandbox payment provider: set STRIPE_SECRET_KEY (or ALLOW_SANDBOX_PAYMENTS=true).');
  }
  return sandbox;
}
