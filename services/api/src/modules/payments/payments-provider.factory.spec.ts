import { apiConfigFromEnv, type ApiConfig } from '../../config/api-config.js';
import { choosePaymentsProvider } from './payments-provider.factory.js';
import type { SandboxPaymentsProvider } from './sandbox/sandbox-payments-provider.js';
import { StripePaymentsProvider } from './stripe/stripe-payments-provider.js';

// The factory only hands the sandbox back; its database is not touched here.
const sandbox = { kind: 'sandbox' } as SandboxPaymentsProvider;

function configFor(env: Record<string, string>): ApiConfig {
  return apiConfigFromEnv(env);
}

describe('choosePaymentsProvider', () => {
  it('runs the sandbox by default', () => {
    expect(choosePaymentsProvider(configFor({}), sandbox)).toBe(sandbox);
  });

  it('runs Stripe when a secret key is configured', () => {
    const provider = choosePaymentsProvider(configFor({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }), sandbox);
    expect(provider).toBeInstanceOf(StripePaymentsProvider);
    expect(provider.publishableKey).toBe('pk_test_1');
  });

  it('refuses a secret key without the publishable key the card form needs', () => {
    expect(() => choosePaymentsProvider(configFor({ STRIPE_SECRET_KEY: 'sk_test_1' }), sandbox)).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('refuses the sandbox in production unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    expect(() => choosePaymentsProvider(configFor({ NODE_ENV: 'production' }), sandbox)).toThrow(/Refusing to start in production on the sandbox/);
    expect(choosePaymentsProvider(configFor({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' }), sandbox)).toBe(sandbox);
    const stripe = choosePaymentsProvider(configFor({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }), sandbox);
    expect(stripe).toBeInstanceOf(StripePaymentsProvider);
  });
});
