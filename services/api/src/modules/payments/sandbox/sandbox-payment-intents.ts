import { MAX_AMOUNT_MINOR } from '@fsp/contracts';
import { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { ProviderFailureException } from '../../../common/errors/provider-failure.exception.js';
import type { CreatePaymentIntentInput, ProviderPaymentIntent } from '../payments-provider.js';
import { SandboxConnectedAccount } from './entities/sandbox-connected-account.entity.js';
import { SandboxPaymentIntent } from './entities/sandbox-payment-intent.entity.js';
import { SandboxPaymentMethod } from './entities/sandbox-payment-method.entity.js';
import { SANDBOX_FUNDS_PENDING_DAYS, SANDBOX_MINIMUM_CHARGE_CENTS, sandboxCardFee, sandboxNet } from './sandbox-card-pricing.js';
import { SANDBOX_AUTHENTICATION_FAILED, sandboxChargeOutcome } from './sandbox-charge-outcome.js';
import { isSandboxSecret, sandboxClientSecret, sandboxId, sandboxSecret } from './sandbox-ids.js';

/** Where the sandbox's stand-in for the bank's 3-D Secure page is served (SandboxAuthenticationController). */
export const SANDBOX_AUTHENTICATION_PATH = '/api/public/payments-sandbox/authentication';

type IntentValues = QueryDeepPartialEntity<SandboxPaymentIntent>;

/**
 * The moment of the charge, as the database sees it, plus the settlement delay; to the millisecond, so that a
 * JavaScript Date compares with it exactly.
 */
const AVAILABLE_ON_SQL = () => `date_trunc('milliseconds', now()) + interval '${SANDBOX_FUNDS_PENDING_DAYS} days'`;

/** What the authentication page shows about the payment it authenticates. */
export interface OpenAuthentication {
  intent: SandboxPaymentIntent;
  businessName: string;
  card: { brand: string; last4: string } | null;
}

/** A successful charge: its id, Stripe's fee, what the account keeps, and funds pending until available_on. */
function settled(amount: number, applicationFee: number): IntentValues {
  return {
    status: 'succeeded',
    chargeId: sandboxId('ch'),
    fee: sandboxCardFee(amount),
    net: sandboxNet(amount, applicationFee),
    availableOn: AVAILABLE_ON_SQL,
    lastErrorCode: null,
    lastErrorMessage: null,
    authenticationToken: null,
  };
}

function refuse(reason: string): never {
  throw new ProviderFailureException(`The payment provider could not create the payment: ${reason}`);
}

/**
 * The sandbox's PaymentIntents: direct charges on sandbox connected accounts, confirmed at creation, answering
 * as Stripe's test cards do, idempotent on the request's key, kept in sandbox_payment_intents.
 */
export class SandboxPaymentIntents {
  constructor(
    private readonly dataSource: DataSource,
    private readonly appBaseUrl: string,
  ) {}

  private get intents() {
    return this.dataSource.getRepository(SandboxPaymentIntent);
  }

  /**
   * A key seen before answers the intent it made, whatever the request now says (two racing requests with one
   * key make one intent); otherwise the charge is checked as Stripe would refuse it, then made and confirmed.
   */
  async create(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent> {
    const earlier = await this.intents.findOneBy({ idempotencyKey: input.idempotencyKey });
    if (earlier) return this.toProviderPaymentIntent(earlier);

    const card = await this.chargeableCard(input);
    const outcome = sandboxChargeOutcome(card.chargeBehaviour, input.offSession);
    const id = sandboxId('pi');
    const values: IntentValues = {
      id,
      clientSecret: sandboxClientSecret(id),
      accountId: input.accountId,
      customerId: input.customerId,
      paymentMethodId: card.id,
      amount: input.amountCents,
      currency: input.currency.toLowerCase(),
      applicationFeeAmount: input.applicationFeeCents,
      description: input.description,
      offSession: input.offSession,
      returnUrl: input.returnUrl ?? null,
      metadata: input.metadata,
      idempotencyKey: input.idempotencyKey,
      ...(outcome.status === 'succeeded'
        ? settled(input.amountCents, input.applicationFeeCents)
        : outcome.status === 'requires_action'
          ? { status: 'requires_action', authenticationToken: sandboxSecret() }
          : { status: outcome.status, lastErrorCode: outcome.lastError.code, lastErrorMessage: outcome.lastError.message }),
    };
    await this.dataSource.createQueryBuilder().insert().into(SandboxPaymentIntent).values(values).orIgnore().execute();
    return this.toProviderPaymentIntent(await this.intents.findOneByOrFail({ idempotencyKey: input.idempotencyKey }));
  }

  async retrieve(accountId: string, paymentIntentId: string): Promise<ProviderPaymentIntent | null> {
    const intent = await this.intents.findOneBy({ id: paymentIntentId, accountId });
    return intent ? this.toProviderPaymentIntent(intent) : null;
  }

  /** Cancels a payment not yet charged (its authentication page stops working); a settled one is answered as it is. */
  async cancel(accountId: string, paymentIntentId: string): Promise<ProviderPaymentIntent | null> {
    await this.dataSource
      .createQueryBuilder()
      .update(SandboxPaymentIntent)
      .set({ status: 'canceled', authenticationToken: null })
      .where(`id = :id AND account_id = :accountId AND status IN ('requires_action', 'requires_confirmation', 'requires_payment_method')`, {
        id: paymentIntentId,
        accountId,
      })
      .execute();
    return this.retrieve(accountId, paymentIntentId);
  }

  /** The payment waiting for authentication behind `token`; null for an unknown or used token. */
  async openAuthentication(token: string): Promise<OpenAuthentication | null> {
    if (!isSandboxSecret(token)) return null;
    const intent = await this.intents.findOneBy({ authenticationToken: token, status: 'requires_action' });
    if (!intent) return null;
    const account = await this.dataSource.getRepository(SandboxConnectedAccount).findOneBy({ id: intent.accountId });
    const card = intent.paymentMethodId ? await this.dataSource.getRepository(SandboxPaymentMethod).findOneBy({ id: intent.paymentMethodId }) : null;
    return { intent, businessName: account?.businessName ?? '', card: card ? { brand: card.brand, last4: card.last4 } : null };
  }

  /**
   * The cardholder's answer on the authentication page: `complete` charges the card, `fail` leaves the payment
   * unpaid with Stripe's authentication failure. The token works once; null when it is unknown or used.
   */
  async authenticate(token: string, answer: 'complete' | 'fail'): Promise<SandboxPaymentIntent | null> {
    const open = await this.openAuthentication(token);
    if (!open) return null;
    const { intent } = open;
    const changes: IntentValues =
      answer === 'complete'
        ? settled(intent.amount, intent.applicationFeeAmount)
        : {
            status: 'requires_payment_method',
            lastErrorCode: SANDBOX_AUTHENTICATION_FAILED.code,
            lastErrorMessage: SANDBOX_AUTHENTICATION_FAILED.message,
            authenticationToken: null,
          };
    const updated = await this.dataSource
      .createQueryBuilder()
      .update(SandboxPaymentIntent)
      .set(changes)
      .where(`id = :id AND authentication_token = :token AND status = 'requires_action'`, { id: intent.id, token })
      .execute();
    // The other button (or a second click) got there first.
    if (updated.affected !== 1) return null;
    return this.intents.findOneByOrFail({ id: intent.id });
  }

  /** The card to charge, refusing what Stripe refuses: bad amounts, an account that cannot take charges, a card not the customer's. */
  private async chargeableCard(input: CreatePaymentIntentInput): Promise<SandboxPaymentMethod> {
    const { amountCents, applicationFeeCents } = input;
    if (!Number.isInteger(amountCents) || amountCents < SANDBOX_MINIMUM_CHARGE_CENTS || amountCents > MAX_AMOUNT_MINOR) {
      refuse(`the amount must be a whole number of cents from ${SANDBOX_MINIMUM_CHARGE_CENTS} to ${MAX_AMOUNT_MINOR} (got ${amountCents}).`);
    }
    if (!Number.isInteger(applicationFeeCents) || applicationFeeCents < 0 || applicationFeeCents > amountCents) {
      refuse(`the application fee must be a whole number of cents from 0 to the amount (got ${applicationFeeCents}).`);
    }
    if (!/^[a-z]{3}$/i.test(input.currency)) refuse(`"${input.currency}" is not a currency code.`);
    if (input.returnUrl !== undefined && !isWebAddress(input.returnUrl)) refuse(`the return address "${input.returnUrl}" is not an http(s) URL.`);

    const account = await this.dataSource.getRepository(SandboxConnectedAccount).findOneBy({ id: input.accountId });
    if (!account) refuse(`the sandbox has no connected account ${input.accountId}.`);
    if (!account.chargesEnabled) refuse(`the connected account ${input.accountId} cannot take charges yet (its onboarding is not complete).`);
    const card = await this.dataSource
      .getRepository(SandboxPaymentMethod)
      .findOneBy({ id: input.paymentMethodId, customerId: input.customerId });
    if (!card) refuse(`the customer ${input.customerId} has no saved card ${input.paymentMethodId}.`);
    return card;
  }

  private async toProviderPaymentIntent(intent: SandboxPaymentIntent): Promise<ProviderPaymentIntent> {
    const card = intent.paymentMethodId ? await this.dataSource.getRepository(SandboxPaymentMethod).findOneBy({ id: intent.paymentMethodId }) : null;
    const succeeded = intent.status === 'succeeded';
    return {
      id: intent.id,
      status: intent.status,
      amountCents: intent.amount,
      currency: intent.currency,
      clientSecret: intent.clientSecret,
      accountId: intent.accountId,
      lastError: intent.lastErrorCode ? { code: intent.lastErrorCode, message: intent.lastErrorMessage ?? '' } : null,
      nextActionUrl:
        intent.status === 'requires_action' && intent.authenticationToken
          ? `${this.appBaseUrl}${SANDBOX_AUTHENTICATION_PATH}/${intent.authenticationToken}`
          : null,
      chargeId: intent.chargeId,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      feeCents: succeeded ? intent.fee : null,
      netCents: succeeded ? intent.net : null,
      metadata: { ...intent.metadata },
    };
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
