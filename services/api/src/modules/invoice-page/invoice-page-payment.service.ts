import {
  INVOICE_PAGE_API_ERRORS,
  invoicePageUrl,
  type InvoicePaymentResultRequest,
  type PayInvoiceRequest,
  type PayInvoiceResponse,
} from '@fsp/contracts';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { InvoiceCharger, type ChargeOutcome } from '../invoices/autopay/invoice-charger.js';
import { InvoicePaymentAttempt } from '../invoices/entities/invoice-payment-attempt.entity.js';
import type { Invoice } from '../invoices/entities/invoice.entity.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { PaymentsProvider, type ProviderSetupIntent } from '../payments/payments-provider.js';
import { CustomerPaymentMethod } from '../signup-payments/entities/customer-payment-method.entity.js';
import { InvoiceByToken } from './invoice-by-token.js';
import { assertCanStartPayment } from './invoice-payability.js';

type ConfirmedSetup = ProviderSetupIntent & { customerId: string; card: NonNullable<ProviderSetupIntent['card']> };

/**
 * Paying on the invoice page: the card the customer just confirmed is checked with the provider, saved for
 * them (their card on file from now on, under the auto-pay consent they already gave, if any), then charged
 * through InvoiceCharger; after an authentication the provider's final word is read back.
 */
@Injectable()
export class InvoicePagePaymentService {
  constructor(
    private readonly invoiceByToken: InvoiceByToken,
    private readonly provider: PaymentsProvider,
    private readonly charger: InvoiceCharger,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(InvoicePaymentAttempt) private readonly attempts: Repository<InvoicePaymentAttempt>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** POST …/pay: 409 when paid (or payments are not set up), 400 for a setup of another invoice or not confirmed. */
  async pay(token: string, { setup_intent_id: setupIntentId }: PayInvoiceRequest): Promise<PayInvoiceResponse> {
    const invoice = await this.invoiceByToken.find(token);
    const organization = await this.organizations.findOneByOrFail({ id: invoice.organizationId });
    assertCanStartPayment(invoice, organization);
    const setup = await this.confirmedSetupOf(invoice, setupIntentId);
    const card = { providerCustomerId: setup.customerId, paymentMethodId: setup.card.paymentMethodId };

    // One payment per confirmed card: sending the same setup again answers that payment instead of charging again.
    const earlier = await scopedTo(this.attempts, invoice.organizationId).findOne({
      invoiceId: invoice.id,
      source: 'invoice_page',
      paymentMethodId: card.paymentMethodId,
    });
    if (earlier) return this.answerAttempt(organization, earlier);

    await this.saveCard(invoice, setup);
    const outcome = await this.charger.charge(invoice.organizationId, invoice.id, {
      source: 'invoice_page',
      card,
      returnUrl: invoicePageUrl(this.config.appBaseUrl, token),
    });
    return this.toResponse(outcome);
  }

  /** POST …/payment-result: only a payment attempted for this invoice; its state as the provider now reports it. */
  async paymentResult(token: string, { payment_intent_id: paymentIntentId }: InvoicePaymentResultRequest): Promise<PayInvoiceResponse> {
    const invoice = await this.invoiceByToken.find(token);
    const attempt = await scopedTo(this.attempts, invoice.organizationId).findOne({ invoiceId: invoice.id, paymentIntentId });
    if (!attempt) throw new NotFoundException(INVOICE_PAGE_API_ERRORS.paymentNotFound);
    const organization = await this.organizations.findOneByOrFail({ id: invoice.organizationId });
    return this.answerAttempt(organization, attempt);
  }

  private async confirmedSetupOf(invoice: Invoice, setupIntentId: string): Promise<ConfirmedSetup> {
    const setup = await this.provider.retrieveSetupIntent(setupIntentId);
    const metadata = setup?.metadata ?? {};
    const ours =
      metadata['invoice_id'] === invoice.id &&
      metadata['customer_id'] === invoice.customerId &&
      metadata['organization_id'] === invoice.organizationId;
    if (!setup || !ours) throw new BadRequestException(INVOICE_PAGE_API_ERRORS.setupNotFound);
    if (setup.status !== 'succeeded' || !setup.card || !setup.customerId) throw new BadRequestException(INVOICE_PAGE_API_ERRORS.cardNotConfirmed);
    return { ...setup, customerId: setup.customerId, card: setup.card };
  }

  /** The newest saved card is the card on file; the auto-pay consent rows (per signup invite) are left as they are. */
  private async saveCard(invoice: Invoice, setup: ConfirmedSetup): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(CustomerPaymentMethod)
      .values({
        organizationId: invoice.organizationId,
        customerId: invoice.customerId,
        inviteId: null,
        provider: this.provider.kind,
        providerCustomerId: setup.customerId,
        setupIntentId: setup.id,
        paymentMethodId: setup.card.paymentMethodId,
        brand: setup.card.brand,
        last4: setup.card.last4,
      })
      .orIgnore()
      .execute();
  }

  private async answerAttempt(organization: Organization, attempt: InvoicePaymentAttempt): Promise<PayInvoiceResponse> {
    if (attempt.paymentIntentId && organization.stripeAccountId) {
      const outcome = await this.charger.syncPaymentIntent(organization.stripeAccountId, attempt.paymentIntentId);
      if (outcome) return this.toResponse(outcome);
    }
    if (!attempt.paymentIntentId) return { status: attempt.status === 'failed' ? 'failed' : 'processing', reason: attempt.reason, payment_intent_id: null };
    throw new NotFoundException(INVOICE_PAGE_API_ERRORS.paymentNotFound);
  }

  private toResponse(outcome: ChargeOutcome): PayInvoiceResponse {
    const base = { reason: outcome.reason, payment_intent_id: outcome.paymentIntentId };
    switch (outcome.status) {
      case 'succeeded':
        return { ...base, status: 'succeeded', reason: null };
      case 'failed':
        return { ...base, status: 'failed' };
      case 'requires_action':
        return { ...base, status: 'requires_action', next_action: this.nextAction(outcome) };
      default:
        return { ...base, status: 'processing' };
    }
  }

  /** The sandbox's authentication page, or what Stripe.js's handleNextAction needs on the connected account. */
  private nextAction(outcome: ChargeOutcome): NonNullable<PayInvoiceResponse['next_action']> {
    if (outcome.nextActionUrl) return { redirect_url: outcome.nextActionUrl };
    const publishableKey = this.provider.publishableKey;
    return {
      ...(outcome.clientSecret ? { client_secret: outcome.clientSecret } : {}),
      ...(outcome.accountId ? { stripe_account: outcome.accountId } : {}),
      ...(publishableKey ? { publishable_key: publishableKey } : {}),
    };
  }
}
