import { PAYMENT_MESSAGES } from '@fsp/contracts';
import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../../../config/api-config.js';
import {
  PaymentsProvider,
  type ConnectedAccountStatus,
  type CreatePaymentIntentInput,
  type CreateRefundInput,
  type ProviderBalance,
  type ProviderEarningsMonth,
  type ProviderPayment,
  type ProviderPaymentFilter,
  type ProviderPaymentIntent,
  type ProviderPaymentPage,
  type ProviderRefund,
  type ProviderSetupIntent,
} from '../payments-provider.js';
import { sandboxBalance } from './sandbox-balance.js';
import { checkSandboxCard, type SandboxCardInput } from './sandbox-card.js';
import { SandboxConnectedAccount } from './entities/sandbox-connected-account.entity.js';
import { SandboxCustomer } from './entities/sandbox-customer.entity.js';
import { SandboxOnboardingLink } from './entities/sandbox-onboarding-link.entity.js';
import { SandboxPaymentMethod } from './entities/sandbox-payment-method.entity.js';
import { SandboxSetupIntent } from './entities/sandbox-setup-intent.entity.js';
import { sandboxClientSecret, sandboxId, sandboxSecret } from './sandbox-ids.js';
import { createSandboxDashboardLink, openSandboxDashboard, type SandboxDashboard } from './sandbox-dashboard.js';
import { sandboxEarnings, type SandboxEarningsInput } from './sandbox-earnings.js';
import { listSandboxPayments, retrieveSandboxPayment } from './sandbox-payment-list.js';
import { SandboxPaymentIntents } from './sandbox-payment-intents.js';
import { createSandboxRefund } from './sandbox-refunds.js';

/** Like Stripe's account links, which expire after a few minutes. */
export const SANDBOX_ONBOARDING_LINK_TTL_MS = 30 * 60_000;

export const SANDBOX_ONBOARDING_PATH = '/api/public/payments-sandbox/onboarding';

export interface OpenOnboardingLink {
  link: SandboxOnboardingLink;
  account: SandboxConnectedAccount;
}

/**
 * The embedded payment provider: simulated connected accounts, customers, setup intents, cards and payment
 * intents kept in the database, answering the way Stripe's test mode does. Its onboarding page, card confirmation
 * and authentication page are served by the API itself (SandboxOnboardingController, SandboxCardController,
 * SandboxAuthenticationController).
 */
@Injectable()
export class SandboxPaymentsProvider extends PaymentsProvider {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;
  readonly paymentIntents: SandboxPaymentIntents;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    super();
    this.paymentIntents = new SandboxPaymentIntents(dataSource, config.appBaseUrl);
  }

  /** Inserts unless a row with this idempotency key exists, then answers whichever row holds the key. */
  private async createOnce<T extends ObjectLiteral & { idempotencyKey: string }>(entity: EntityTarget<T>, values: T): Promise<T> {
    await this.dataSource.createQueryBuilder().insert().into(entity).values(values).orIgnore().execute();
    return this.dataSource.getRepository(entity).findOneByOrFail({ idempotencyKey: values.idempotencyKey } as never);
  }

  async createConnectedAccount(input: {
    organizationId: string;
    businessName: string;
    email: string | null;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const account = await this.createOnce(SandboxConnectedAccount, {
      id: sandboxId('acct'),
      organizationId: input.organizationId,
      businessName: input.businessName,
      email: input.email,
      idempotencyKey: input.idempotencyKey,
    } as SandboxConnectedAccount);
    return { id: account.id };
  }

  async createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }> {
    const token = sandboxSecret();
    await this.dataSource.getRepository(SandboxOnboardingLink).insert({
      token,
      accountId: input.accountId,
      returnUrl: input.returnUrl,
      refreshUrl: input.refreshUrl,
      expiresAt: new Date(Date.now() + SANDBOX_ONBOARDING_LINK_TTL_MS),
    });
    return { url: `${this.config.appBaseUrl}${SANDBOX_ONBOARDING_PATH}/${token}` };
  }

  async retrieveAccountStatus(accountId: string): Promise<ConnectedAccountStatus> {
    const account = await this.dataSource.getRepository(SandboxConnectedAccount).findOneBy({ id: accountId });
    if (!account) throw new Error(`The sandbox has no connected account ${accountId}`);
    return {
      chargesEnabled: account.chargesEnabled,
      payoutsEnabled: account.payoutsEnabled,
      detailsSubmitted: account.detailsSubmitted,
      requirementsCurrentlyDue: account.detailsSubmitted ? 0 : 1,
    };
  }

  async createCustomer(input: {
    email: string | null;
    name: string | null;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const customer = await this.createOnce(SandboxCustomer, {
      id: sandboxId('cus'),
      email: input.email,
      name: input.name,
      metadata: input.metadata,
      idempotencyKey: input.idempotencyKey,
    } as SandboxCustomer);
    return { id: customer.id };
  }

  async createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderSetupIntent> {
    const id = sandboxId('seti');
    const intent = await this.createOnce(SandboxSetupIntent, {
      id,
      clientSecret: sandboxClientSecret(id),
      customerId: input.customerId,
      status: 'requires_payment_method',
      paymentMethodId: null,
      metadata: input.metadata,
      idempotencyKey: input.idempotencyKey,
    } as SandboxSetupIntent);
    return this.toProviderSetupIntent(intent);
  }

  async retrieveSetupIntent(id: string): Promise<ProviderSetupIntent | null> {
    const intent = await this.dataSource.getRepository(SandboxSetupIntent).findOneBy({ id });
    return intent ? this.toProviderSetupIntent(intent) : null;
  }

  private async toProviderSetupIntent(intent: SandboxSetupIntent): Promise<ProviderSetupIntent> {
    const card = intent.paymentMethodId
      ? await this.dataSource.getRepository(SandboxPaymentMethod).findOneByOrFail({ id: intent.paymentMethodId })
      : null;
    return {
      id: intent.id,
      clientSecret: intent.clientSecret,
      status: intent.status,
      customerId: intent.customerId,
      card: card ? { paymentMethodId: card.id, brand: card.brand, last4: card.last4 } : null,
      metadata: intent.metadata,
    };
  }

  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent> {
    return this.paymentIntents.create(input);
  }

  retrievePaymentIntent(accountId: string, paymentIntentId: string): Promise<ProviderPaymentIntent | null> {
    return this.paymentIntents.retrieve(accountId, paymentIntentId);
  }

  cancelPaymentIntent(accountId: string, paymentIntentId: string): Promise<ProviderPaymentIntent | null> {
    return this.paymentIntents.cancel(accountId, paymentIntentId);
  }

  listPayments(accountId: string, filter: ProviderPaymentFilter): Promise<ProviderPaymentPage> {
    return listSandboxPayments(this.dataSource, accountId, filter);
  }

  retrievePayment(accountId: string, paymentIntentId: string): Promise<ProviderPayment | null> {
    return retrieveSandboxPayment(this.dataSource, accountId, paymentIntentId);
  }

  createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    return createSandboxRefund(this.dataSource, input);
  }

  retrieveBalance(accountId: string): Promise<ProviderBalance> {
    return this.balance(accountId);
  }

  /** The account's funds at `now`: each charge's net is pending for SANDBOX_FUNDS_PENDING_DAYS, then available. */
  balance(accountId: string, now = new Date()): Promise<ProviderBalance> {
    return sandboxBalance(this.dataSource, accountId, now);
  }

  earnings(accountId: string, input: SandboxEarningsInput): Promise<ProviderEarningsMonth[]> {
    return sandboxEarnings(this.dataSource, accountId, input);
  }

  createDashboardLink(accountId: string, now = new Date()): Promise<{ url: string }> {
    return createSandboxDashboardLink(this.dataSource, this.config.appBaseUrl, accountId, now);
  }

  /** What the dashboard page behind `token` shows; null for an unknown or expired link. */
  openDashboard(token: string, now = new Date()): Promise<SandboxDashboard | null> {
    return openSandboxDashboard(this.dataSource, token, now);
  }

  /** The link and its account while the link is unused and unexpired; null otherwise. */
  async openOnboardingLink(token: string, now = new Date()): Promise<OpenOnboardingLink | null> {
    const link = await this.dataSource.getRepository(SandboxOnboardingLink).findOneBy({ token });
    if (!link || link.usedAt || link.expiresAt.getTime() <= now.getTime()) return null;
    const account = await this.dataSource.getRepository(SandboxConnectedAccount).findOneByOrFail({ id: link.accountId });
    return { link, account };
  }

  /** Uses the link up and completes its account (details submitted, charges and payouts enabled); null when the link is not open. */
  async completeOnboarding(token: string): Promise<SandboxOnboardingLink | null> {
    return this.dataSource.transaction(async (manager) => {
      const used = await manager
        .createQueryBuilder()
        .update(SandboxOnboardingLink)
        .set({ usedAt: () => 'now()' })
        .where('token = :token AND used_at IS NULL AND expires_at > now()', { token })
        .returning('*')
        .execute();
      const rows = used.raw as Array<{ account_id: string; return_url: string }>;
      const row = rows[0];
      if (!row) return null;
      await manager.update(SandboxConnectedAccount, { id: row.account_id }, { detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
      return manager.findOneByOrFail(SandboxOnboardingLink, { token });
    });
  }

  /**
   * Confirms a setup intent with a card, as Stripe.js does with confirmCardSetup: bad card input answers 400
   * and the decline card 402 with Stripe's sentences; nothing is saved unless the card succeeds.
   */
  async confirmCard(setupIntentId: string, clientSecret: string, card: SandboxCardInput): Promise<{ id: string; paymentMethodId: string }> {
    const intents = this.dataSource.getRepository(SandboxSetupIntent);
    const intent = await intents.findOneBy({ id: setupIntentId });
    if (!intent) throw new NotFoundException(PAYMENT_MESSAGES.setupIntentNotFound);
    if (intent.clientSecret !== clientSecret) throw new BadRequestException(PAYMENT_MESSAGES.invalidClientSecret);
    if (intent.status !== 'requires_payment_method') throw new BadRequestException(PAYMENT_MESSAGES.setupIntentAlreadyConfirmed);
    const checked = checkSandboxCard(card);
    if (!checked.ok) throw new BadRequestException(checked.message);
    if (checked.declined) throw new HttpException(PAYMENT_MESSAGES.cardDeclined, HttpStatus.PAYMENT_REQUIRED);

    return this.dataSource.transaction(async (manager) => {
      const paymentMethodId = sandboxId('pm');
      await manager.insert(SandboxPaymentMethod, {
        id: paymentMethodId,
        customerId: intent.customerId,
        brand: checked.brand,
        last4: checked.last4,
        expMonth: checked.expMonth,
        expYear: checked.expYear,
        chargeBehaviour: checked.chargeBehaviour,
      });
      const updated = await manager.update(
        SandboxSetupIntent,
        { id: intent.id, status: 'requires_payment_method' },
        { status: 'succeeded', paymentMethodId },
      );
      // A concurrent confirmation won the race: roll this card back.
      if (updated.affected !== 1) throw new BadRequestException(PAYMENT_MESSAGES.setupIntentAlreadyConfirmed);
      return { id: intent.id, paymentMethodId };
    });
  }
}
