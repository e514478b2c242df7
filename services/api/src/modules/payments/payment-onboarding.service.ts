import type { PaymentProviderStatus } from '@fsp/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { User } from '../users/entities/user.entity.js';
import { isOnboarded, PaymentsProvider } from './payments-provider.js';

/** Connects an organization to the payment provider (part 1 §2.3, part 2 §4 "Stripe-style onboarding"). */
@Injectable()
export class PaymentOnboardingService {
  constructor(
    private readonly provider: PaymentsProvider,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * An onboarding address for the organization's connected account, creating the account (once per
   * organization) on first use. The owner returns to /app; an expired link leads back through
   * /onboarding-callback?next=stripe, which asks for a fresh one.
   */
  async startOnboarding(organizationId: string): Promise<{ url: string }> {
    const accountId = await this.accountIdOf(organizationId);
    return this.provider.createOnboardingLink({
      accountId,
      returnUrl: `${this.config.appBaseUrl}/app`,
      refreshUrl: `${this.config.appBaseUrl}/onboarding-callback?next=stripe`,
    });
  }

  /** The account's state from the provider; records stripe_onboarding_completed once it is complete. */
  async status(organizationId: string): Promise<PaymentProviderStatus> {
    const organization = await this.organizations.findOneByOrFail({ id: organizationId });
    if (!organization.stripeAccountId) {
      return {
        ok: true,
        onboarded: false,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements_currently_due_len: 0,
      };
    }
    const account = await this.provider.retrieveAccountStatus(organization.stripeAccountId);
    const onboarded = isOnboarded(account);
    if (onboarded !== organization.stripeOnboardingCompleted) {
      await this.organizations.update({ id: organizationId }, { stripeOnboardingCompleted: onboarded });
    }
    return {
      ok: true,
      onboarded,
      charges_enabled: account.chargesEnabled,
      payouts_enabled: account.payoutsEnabled,
      details_submitted: account.detailsSubmitted,
      requirements_currently_due_len: account.requirementsCurrentlyDue,
    };
  }

  private async accountIdOf(organizationId: string): Promise<string> {
    const organization = await this.organizations.findOneByOrFail({ id: organizationId });
    if (organization.stripeAccountId) return organization.stripeAccountId;
    const owner = organization.ownerUserId ? await this.users.findOneBy({ id: organization.ownerUserId }) : null;
    // The idempotency key makes concurrent first calls receive the same account from the provider.
    const account = await this.provider.createConnectedAccount({
      organizationId,
      businessName: organization.name,
      email: organization.email ?? owner?.email ?? null,
      idempotencyKey: `fieldwise-connect-account-${organizationId}`,
    });
    await this.organizations
      .createQueryBuilder()
      .update()
      .set({ stripeAccountId: account.id })
      .where('id = :id AND stripe_account_id IS NULL', { id: organizationId })
      .execute();
    const recorded = await this.organizations.findOneByOrFail({ id: organizationId });
    if (!recorded.stripeAccountId) throw new Error(`Organization ${organizationId} has no payment account after creating one`);
    return recorded.stripeAccountId;
  }
}
