import {
  INVITE_NOT_FOUND_OR_EXPIRED,
  PAYMENT_MESSAGES,
  type OkResponse,
  type SignupConsentRequest,
  type SignupPaymentSuccessRequest,
  type SignupSetupIntentResponse,
} from '@fsp/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { RequestClient } from '../../common/http/request-client.js';
import { CustomerInvite } from '../customer-invites/entities/customer-invite.entity.js';
import { InviteCodesService } from '../customer-invites/invite-codes.service.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { PaymentsProvider, type ProviderSetupIntent } from '../payments/payments-provider.js';
import { CustomerPaymentConsent } from './entities/customer-payment-consent.entity.js';
import { CustomerPaymentMethod } from './entities/customer-payment-method.entity.js';
import { SignupPaymentSetup } from './entities/signup-payment-setup.entity.js';

/**
 * The payment step of a customer's signup (part 2 §2, §4): one card setup per invite, the customer's consent,
 * then the confirmed card, verified with the provider and stored once, which completes the invite.
 */
@Injectable()
export class SignupPaymentsService {
  constructor(
    private readonly inviteCodes: InviteCodesService,
    private readonly provider: PaymentsProvider,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    @InjectRepository(CustomerInvite) private readonly invites: Repository<CustomerInvite>,
    @InjectRepository(SignupPaymentSetup) private readonly setups: Repository<SignupPaymentSetup>,
    @InjectRepository(CustomerPaymentConsent) private readonly consents: Repository<CustomerPaymentConsent>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The invite's setup intent: created on the first visit, the same one on every reload. */
  async setupIntent(code: string, organizationId: string, email: string | undefined): Promise<SignupSetupIntentResponse> {
    const { invite, customer } = await this.openSignup(code, organizationId);
    const existing = await this.setups.findOneBy({ inviteId: invite.id });
    if (existing) {
      const intent = await this.provider.retrieveSetupIntent(existing.setupIntentId);
      if (intent && intent.status !== 'canceled') return this.answer(existing, intent);
    }

    const metadata = { organization_id: invite.organizationId, customer_id: customer.id, invite_id: invite.id };
    // Idempotency keys make concurrent first visits receive the same provider objects.
    const providerCustomerId =
      existing?.providerCustomerId ??
      (
        await this.provider.createCustomer({
          email: email?.trim() || customer.email,
          name: customer.name,
          metadata,
          idempotencyKey: `fieldwise-signup-customer-${invite.id}`,
        })
      ).id;
    const intent = await this.provider.createSetupIntent({
      customerId: providerCustomerId,
      metadata,
      idempotencyKey: existing ? `fieldwise-signup-setup-intent-${invite.id}-after-${existing.setupIntentId}` : `fieldwise-signup-setup-intent-${invite.id}`,
    });
    const values = {
      inviteId: invite.id,
      organizationId: invite.organizationId,
      customerId: customer.id,
      provider: this.provider.kind,
      providerCustomerId,
      setupIntentId: intent.id,
    };
    if (existing) {
      await this.setups.update({ inviteId: invite.id, setupIntentId: existing.setupIntentId }, { setupIntentId: intent.id });
    } else {
      await this.setups.createQueryBuilder().insert().values(values).orIgnore().execute();
    }
    const saved = await this.setups.findOneByOrFail({ inviteId: invite.id });
    if (saved.setupIntentId === intent.id) return this.answer(saved, intent);
    const winner = await this.provider.retrieveSetupIntent(saved.setupIntentId);
    if (!winner) throw new Error(`Setup intent ${saved.setupIntentId} of invite ${invite.id} is unknown to the provider`);
    return this.answer(saved, winner);
  }

  /** Records the customer's auto-pay consent (required) and invoice e-mail choice, with time, IP and user agent. */
  async consent(code: string, body: SignupConsentRequest, client: RequestClient): Promise<OkResponse> {
    const { invite, customer } = await this.openSignup(code, body.org_id);
    if (body.auto_pay_consent !== true) throw new BadRequestException(PAYMENT_MESSAGES.autoPayConsentRequired);
    await this.consents
      .createQueryBuilder()
      .insert()
      .values({
        organizationId: invite.organizationId,
        customerId: customer.id,
        inviteId: invite.id,
        autoPayConsent: true,
        invoiceEmailOptIn: body.invoice_email_opt_in,
        email: body.email.trim(),
        name: body.name.trim(),
        ipAddress: client.ip,
        userAgent: client.userAgent,
        consentedAt: new Date(),
      })
      .orUpdate(['customer_id', 'auto_pay_consent', 'invoice_email_opt_in', 'email', 'name', 'ip_address', 'user_agent', 'consented_at'], ['invite_id'])
      .execute();
    return { ok: true };
  }

  /**
   * Stores the card once the provider confirms the invite's setup intent succeeded with it, and completes the
   * invite. Repeating the call for the same setup answers ok without storing anything again.
   */
  async paymentSucceeded(code: string, body: SignupPaymentSuccessRequest): Promise<OkResponse> {
    const stored = await this.dataSource.getRepository(CustomerPaymentMethod).findOneBy({ setupIntentId: body.setup_intent_id });
    if (stored) {
      const invite = await this.invites.findOneBy({ code });
      if (!invite || stored.inviteId !== invite.id) throw new NotFoundException(INVITE_NOT_FOUND_OR_EXPIRED);
      this.assertOrganization(invite, body.org_id);
      if (stored.paymentMethodId !== body.payment_method) throw new BadRequestException(PAYMENT_MESSAGES.paymentMethodMismatch);
      return { ok: true };
    }

    const { invite, customer } = await this.openSignup(code, body.org_id);
    const setup = await this.setups.findOneBy({ inviteId: invite.id });
    if (!setup || setup.setupIntentId !== body.setup_intent_id) throw new BadRequestException(PAYMENT_MESSAGES.setupIntentNotFound);
    if (body.customer_id !== setup.providerCustomerId) throw new BadRequestException(PAYMENT_MESSAGES.customerMismatch);
    const intent = await this.provider.retrieveSetupIntent(setup.setupIntentId);
    if (!intent || intent.metadata['invite_id'] !== invite.id || intent.customerId !== setup.providerCustomerId) {
      throw new BadRequestException(PAYMENT_MESSAGES.setupIntentNotFound);
    }
    if (intent.status !== 'succeeded' || !intent.card) throw new BadRequestException(PAYMENT_MESSAGES.setupIntentNotSucceeded);
    if (intent.card.paymentMethodId !== body.payment_method) throw new BadRequestException(PAYMENT_MESSAGES.paymentMethodMismatch);
    const consent = await this.consents.findOneBy({ inviteId: invite.id });
    if (!consent?.autoPayConsent) throw new BadRequestException(PAYMENT_MESSAGES.autoPayConsentRequired);

    const card = intent.card;
    await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(CustomerPaymentMethod)
        .values({
          organizationId: invite.organizationId,
          customerId: customer.id,
          inviteId: invite.id,
          provider: setup.provider,
          providerCustomerId: setup.providerCustomerId,
          setupIntentId: setup.setupIntentId,
          paymentMethodId: card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
        })
        .orIgnore()
        .execute();
      await manager.update(CustomerInvite, { id: invite.id }, { status: 'completed' });
    });
    return { ok: true };
  }

  /** The open invite of `code`, which must belong to `organizationId`, and the customer its signup created. */
  private async openSignup(code: string, organizationId: string): Promise<{ invite: CustomerInvite; customer: Customer }> {
    const invite = await this.inviteCodes.findOpen(code);
    this.assertOrganization(invite, organizationId);
    const customer = invite.customerId
      ? await this.customers.findOneBy({ id: invite.customerId, organizationId: invite.organizationId })
      : await this.customers.findOneBy({ inviteCode: invite.code, organizationId: invite.organizationId });
    if (!customer) throw new BadRequestException(PAYMENT_MESSAGES.signupNotSubmitted);
    return { invite, customer };
  }

  private assertOrganization(invite: CustomerInvite, organizationId: string): void {
    if (invite.organizationId !== organizationId) throw new BadRequestException(PAYMENT_MESSAGES.organizationMismatch);
  }

  private answer(setup: SignupPaymentSetup, intent: ProviderSetupIntent): SignupSetupIntentResponse {
    const publishableKey = this.provider.publishableKey;
    const confirmedCard = intent.status === 'succeeded' ? intent.card : null;
    return {
      client_secret: intent.clientSecret,
      setup_intent_id: intent.id,
      customer_id: setup.providerCustomerId,
      provider: this.provider.kind,
      ...(publishableKey ? { publishable_key: publishableKey } : {}),
      ...(confirmedCard ? { payment_method: confirmedCard.paymentMethodId } : {}),
    };
  }
}
