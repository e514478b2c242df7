import { PAYMENT_ACTIVITY_MESSAGES } from '@fsp/contracts';
import { BadRequestException } from '@nestjs/common';
import Stripe from 'stripe';
import { DEFAULT_PROVIDER_TIMEOUT_MS, type PaymentsConfig } from '../../../config/api-config.js';
import {
  PaymentsProvider,
  type ConnectedAccountStatus,
  type CreatePaymentIntentInput,
  type CreateRefundInput,
  type ProviderBalance,
  type ProviderCard,
  type ProviderEarningsMonth,
  type ProviderPayment,
  type ProviderPaymentFilter,
  type ProviderPaymentIntent,
  type ProviderPaymentPage,
  type ProviderRefund,
  type ProviderSetupIntent,
} from '../payments-provider.js';
import { toProviderBalance } from './stripe-balance.js';
import { earningsByMonth, earningsParams, type EarningsWindow } from './stripe-earnings.js';
import { PAYMENT_INTENT_EXPAND, paymentErrorOf, paymentIntentParams, toProviderPaymentIntent } from './stripe-payment-intent.js';
import { listPaymentPage, toProviderPayment } from './stripe-payment-list.js';
import { isResourceMissing, providerFailure } from './stripe-provider-failure.js';
import { refundParams, refundRefusal, toProviderRefund } from './stripe-refund.js';

/**
 * Stripe Connect (express accounts), SetupIntents on the platform account and PaymentIntents as direct charges on
 * the connected accounts, through the `stripe` SDK.
 */
export class StripePaymentsProvider extends PaymentsProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(config: PaymentsConfig & { stripeSecretKey: string; stripePublishableKey: string }) {
    super();
    this.publishableKey = config.stripePublishableKey;
    this.stripe = new Stripe(config.stripeSecretKey, {
      ...(config.stripeApi ?? {}),
      // Per attempt; one retry (same idempotency key) keeps a stalled Stripe from holding a request past 2 timeouts.
      timeout: config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
      maxNetworkRetries: 1,
      appInfo: { name: 'Fieldwise' },
    });
  }

  private async call<T>(action: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerFailure(action, error);
    }
  }

  async createConnectedAccount(input: {
    organizationId: string;
    businessName: string;
    email: string | null;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const account = await this.call('create the connected account', () => this.stripe.accounts.create(
      {
        type: 'express',
        ...(input.email ? { email: input.email } : {}),
        business_profile: { name: input.businessName },
        metadata: { organization_id: input.organizationId },
      },
      { idempotencyKey: input.idempotencyKey },
    ));
    return { id: account.id };
  }

  async createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }> {
    const link = await this.call('create the onboarding link', () =>
      this.stripe.accountLinks.create({
        account: input.accountId,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      }),
    );
    return { url: link.url };
  }

  async retrieveAccountStatus(accountId: string): Promise<ConnectedAccountStatus> {
    const account = await this.call('read the connected account', () => this.stripe.accounts.retrieve(accountId));
    return {
      chargesEnabled: account.charges_enabled ?? false,
      payoutsEnabled: account.payouts_enabled ?? false,
      detailsSubmitted: account.details_submitted ?? false,
      requirementsCurrentlyDue: account.requirements?.currently_due?.length ?? 0,
    };
  }

  async createCustomer(input: {
    email: string | null;
    name: string | null;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const customer = await this.call('create the customer', () => this.stripe.customers.create(
      { ...(input.email ? { email: input.email } : {}), ...(input.name ? { name: input.name } : {}), metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    ));
    return { id: customer.id };
  }

  async createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderSetupIntent> {
    const intent = await this.call('create the card setup', () => this.stripe.setupIntents.create(
      { customer: input.customerId, usage: 'off_session', allowed_payment_method_types: ['card'], metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    ));
    return toProviderSetupIntent(intent);
  }

  async retrieveSetupIntent(id: string): Promise<ProviderSetupIntent | null> {
    try {
      return toProviderSetupIntent(await this.stripe.setupIntents.retrieve(id, { expand: ['payment_method'] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw providerFailure('read the card setup', error);
    }
  }

  /**
   * The card is saved on the platform's customer; a direct charge needs a copy of it on the connected account,
   * made once per payment (the clone's own idempotency key), then the PaymentIntent is created and confirmed there.
   * A card error (402) is an answer: the intent it carries, with its last error.
   */
  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent> {
    const stripeAccount = input.accountId;
    const cloned = await this.call('copy the saved card to the business account', () =>
      this.stripe.paymentMethods.create(
        { customer: input.customerId, payment_method: input.paymentMethodId },
        { stripeAccount, idempotencyKey: `${input.idempotencyKey}-clone` },
      ),
    );
    try {
      const intent = await this.stripe.paymentIntents.create(paymentIntentParams(input, cloned.id), { stripeAccount, idempotencyKey: input.idempotencyKey });
      return toProviderPaymentIntent(intent, stripeAccount);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        return toProviderPaymentIntent(error.payment_intent, stripeAccount, paymentErrorOf(error.code, error.message));
      }
      throw providerFailure('create the payment', error);
    }
  }

  async retrievePaymentIntent(accountId: string, paymentIntentId: string): Promise<ProviderPaymentIntent | null> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: PAYMENT_INTENT_EXPAND }, { stripeAccount: accountId });
      return toProviderPaymentIntent(intent, accountId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw providerFailure('read the payment', error);
    }
  }

  async cancelPaymentIntent(accountId: string, paymentIntentId: string): Promise<ProviderPaymentIntent | null> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(paymentIntentId, { expand: PAYMENT_INTENT_EXPAND }, { stripeAccount: accountId });
      return toProviderPaymentIntent(intent, accountId);
    } catch (error) {
      // Settled (or canceled) meanwhile: Stripe refuses with payment_intent_unexpected_state; answer it as it is.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        return this.retrievePaymentIntent(accountId, paymentIntentId);
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw providerFailure('cancel the payment', error);
    }
  }

  /** 400 invalidCursor for a `starting_after` this account does not have (another account's, or made up). */
  async listPayments(accountId: string, filter: ProviderPaymentFilter): Promise<ProviderPaymentPage> {
    return listPaymentPage(async (params) => {
      try {
        return await this.stripe.paymentIntents.list(params, { stripeAccount: accountId });
      } catch (error) {
        if (params.starting_after && isResourceMissing(error)) throw new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.invalidCursor);
        throw providerFailure('list the payments', error);
      }
    }, filter);
  }

  async retrievePayment(accountId: string, paymentIntentId: string): Promise<ProviderPayment | null> {
    try {
      return toProviderPayment(await this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: PAYMENT_INTENT_EXPAND }, { stripeAccount: accountId }));
    } catch (error) {
      if (isResourceMissing(error)) return null;
      throw providerFailure('read the payment', error);
    }
  }

  /** The refund, then the payment read again for its refunded total (and so the share of the application fee given back). */
  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    const stripeAccount = input.accountId;
    let refund: Stripe.Refund;
    try {
      refund = await this.stripe.refunds.create(refundParams(input), { stripeAccount, idempotencyKey: input.idempotencyKey });
    } catch (error) {
      throw refundRefusal(error) ?? providerFailure('refund the payment', error);
    }
    const intent = await this.call('read the refunded payment', () =>
      this.stripe.paymentIntents.retrieve(input.paymentIntentId, { expand: PAYMENT_INTENT_EXPAND }, { stripeAccount }),
    );
    return toProviderRefund(refund, intent);
  }

  async retrieveBalance(accountId: string): Promise<ProviderBalance> {
    return toProviderBalance(await this.call('read the balance', () => this.stripe.balance.retrieve({}, { stripeAccount: accountId })));
  }

  async earnings(accountId: string, window: EarningsWindow): Promise<ProviderEarningsMonth[]> {
    return this.call('read the earnings', () =>
      earningsByMonth(this.stripe.balanceTransactions.list(earningsParams(window), { stripeAccount: accountId }), window),
    );
  }

  /** An Express dashboard login link, made by the platform for its connected account. */
  async createDashboardLink(accountId: string): Promise<{ url: string }> {
    const link = await this.call('open the dashboard', () => this.stripe.accounts.createLoginLink(accountId));
    return { url: link.url };
  }
}

function toProviderSetupIntent(intent: Stripe.SetupIntent): ProviderSetupIntent {
  if (!intent.client_secret) throw new Error(`Stripe returned setup intent ${intent.id} without a client secret`);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: intent.status,
    customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
    card: cardOf(intent.payment_method),
    metadata: { ...intent.metadata },
  };
}

function cardOf(paymentMethod: Stripe.SetupIntent['payment_method']): ProviderCard | null {
  if (!paymentMethod) return null;
  if (typeof paymentMethod === 'string') return { paymentMethodId: paymentMethod, brand: null, last4: null };
  return { paymentMethodId: paymentMethod.id, brand: paymentMethod.card?.brand ?? null, last4: paymentMethod.card?.last4 ?? null };
}
