import {
  normalizeState,
  normalizeWebsite,
  OWNER_INVITE_MESSAGES,
  ownerInviteStatus,
  type OwnerAcceptResponse,
  type OwnerInvite,
} from '@fsp/contracts';
import { ConflictException, GoneException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { IdentityAdmin, type IdentityAccount } from '../identity-admin/identity-admin.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { PaymentOnboardingService } from '../payments/payment-onboarding.service.js';
import { User } from '../users/entities/user.entity.js';
import type { OwnerAcceptDto } from './dto/owner-accept.dto.js';
import { OwnerInvitation } from './entities/owner-invitation.entity.js';
import { recordProvisionedSubject } from '../users/provisioned-subject.js';
import { userByEmail } from '../users/user-by-email.js';
import { organizationNamed, ownerSeatConflict } from './owner-seat.js';

/** The invited owner's side: the public onboarding page behind /admin/owner-onboard/{code} (part 1 §2.6, §4). */
@Injectable()
export class OwnerOnboardingService {
  private readonly logger = new Logger(OwnerOnboardingService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identityAdmin: IdentityAdmin,
    private readonly paymentOnboarding: PaymentOnboardingService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** The invitation as the page shows it, prefilled from the invitation and the organization it names. */
  async view(code: string): Promise<OwnerInvite> {
    const invitation = await this.find(this.dataSource.manager, code);
    const organization = await this.organizationOf(this.dataSource.manager, invitation);
    return {
      invited_email: invitation.email,
      status: ownerInviteStatus(invitation.status, invitation.expiresAt),
      expires_at: invitation.expiresAt.toISOString(),
      prefill: {
        org_name: organization?.name ?? invitation.organizationName,
        website: invitation.website ?? organization?.website ?? null,
        phone_number: invitation.phoneNumber ?? organization?.phoneNumber ?? null,
        street: organization?.street ?? null,
        city: organization?.city ?? null,
        state: organization?.state ?? null,
        zip: organization?.zip ?? null,
      },
    };
  }

  /**
   * Makes the invited e-mail the owner of the organization (created, or the existing one the invitation names)
   * and uses up the invitation, all in one transaction; then points the owner to a password-set page (first
   * sign-in only), payment-provider onboarding and sign-in.
   */
  async accept(code: string, body: OwnerAcceptDto): Promise<OwnerAcceptResponse> {
    // Everything that can fail is done before the transaction, so a refusal or an unreachable identity provider
    // leaves the invitation open for another try. An unused ticket is harmless: its secret is only ever returned
    // below, and only its hash is stored.
    const invitation = await this.find(this.dataSource.manager, code);
    this.assertOpen(invitation);
    await this.assertSeatFree(this.dataSource.manager, invitation);
    const account = await this.identityAdmin.ensureUser({ email: invitation.email, name: invitation.ownerName });
    const loginUrl = `${this.config.appBaseUrl}/login?${new URLSearchParams({ email: invitation.email })}`;
    // A ticket sets the password of whoever holds the link, so it is only made for an account nobody has signed
    // in to the app with yet; everyone else signs in as usual.
    const signedInBefore = Boolean((await userByEmail(this.dataSource.manager, invitation.email))?.authSubject);
    const ticketUrl =
      account.created || !signedInBefore ? await this.identityAdmin.createPasswordTicket({ subject: account.subject, resultUrl: loginUrl }) : null;

    const organizationId = await this.dataSource.transaction((manager) => this.acceptInTransaction(manager, code, body, account));

    const response: OwnerAcceptResponse = {};
    if (ticketUrl) response.auth0_ticket_url = ticketUrl;
    const onboardingUrl = await this.startPaymentOnboarding(organizationId);
    if (onboardingUrl) response.stripe_onboarding_url = onboardingUrl;
    response.login_url = loginUrl;
    return response;
  }

  /** The owner can start payment onboarding later from the app, so a failure here does not undo the accept. */
  private async startPaymentOnboarding(organizationId: string): Promise<string | null> {
    try {
      return (await this.paymentOnboarding.startOnboarding(organizationId)).url;
    } catch (error) {
      this.logger.error(`Payment onboarding for organization ${organizationId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    }
  }

  /** Returns the organization's id. */
  private async acceptInTransaction(manager: EntityManager, code: string, body: OwnerAcceptDto, account: IdentityAccount): Promise<string> {
    const invitation = await this.find(manager, code, true);
    this.assertOpen(invitation);
    const existing = await this.organizationOf(manager, invitation, true);
    const conflict = await ownerSeatConflict(manager, invitation.email, existing);
    if (conflict) throw new ConflictException(conflict);

    const organizations = manager.getRepository(Organization);
    const organization = existing ?? organizations.create({ name: invitation.organizationName });
    organization.name = body.name ?? organization.name;
    organization.industry = organization.industry ?? invitation.industry;
    organization.website = normalizeWebsite(body.website);
    organization.phoneNumber = body.phone_number ?? null;
    organization.street = body.street ?? null;
    organization.city = body.city ?? null;
    organization.state = body.state ? normalizeState(body.state) : null;
    organization.zip = body.zip ?? null;
    await organizations.save(organization);

    const users = manager.getRepository(User);
    const user = (await userByEmail(manager, invitation.email)) ?? users.create({ email: invitation.email });
    user.name = user.name ?? invitation.ownerName;
    user.role = 'owner';
    user.status = 'active';
    user.organizationId = organization.id;
    await users.save(user);
    await recordProvisionedSubject(manager, user.id, account);

    await organizations.update({ id: organization.id }, { ownerUserId: user.id });
    await manager.getRepository(OwnerInvitation).update(
      { id: invitation.id },
      { status: 'accepted', acceptedAt: new Date(), acceptedUserId: user.id, organizationId: organization.id },
    );
    return organization.id;
  }

  private async find(manager: EntityManager, code: string, lock = false): Promise<OwnerInvitation> {
    const query = manager.getRepository(OwnerInvitation).createQueryBuilder('invitation').where('invitation.code = :code', { code });
    // Accepting locks the invitation so a second accept waits, then finds it used.
    const invitation = await (lock ? query.setLock('pessimistic_write') : query).getOne();
    if (!invitation) throw new NotFoundException(OWNER_INVITE_MESSAGES.inviteNotFound);
    return invitation;
  }

  private assertOpen(invitation: OwnerInvitation): void {
    if (invitation.status === 'accepted') throw new ConflictException(OWNER_INVITE_MESSAGES.used);
    if (invitation.expiresAt.getTime() <= Date.now()) throw new GoneException(OWNER_INVITE_MESSAGES.expired);
  }

  private async assertSeatFree(manager: EntityManager, invitation: OwnerInvitation): Promise<void> {
    const conflict = await ownerSeatConflict(manager, invitation.email, await this.organizationOf(manager, invitation));
    if (conflict) throw new ConflictException(conflict);
  }

  /** The organization the invitation names: linked when it was made, or one of that name made since. */
  private async organizationOf(manager: EntityManager, invitation: OwnerInvitation, lock = false): Promise<Organization | null> {
    if (!invitation.organizationId) return organizationNamed(manager, invitation.organizationName);
    const query = manager.getRepository(Organization).createQueryBuilder('organization').where('organization.id = :id', { id: invitation.organizationId });
    return (lock ? query.setLock('pessimistic_write') : query).getOne();
  }
}
