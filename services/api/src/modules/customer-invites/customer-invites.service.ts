import {
  CUSTOMER_INVITE_MESSAGES,
  normalizeCustomerInviteTtl,
  RECENT_INVITES_LIMIT,
  type CustomerInvite as CustomerInviteView,
  type InviteVia,
  type SentInviteResponse,
} from '@fsp/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProviderFailureException } from '../../common/errors/provider-failure.exception.js';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { inviteExpiresAt, newInviteCode } from '../../common/invites/invite-code.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { MessageDeliveryError } from '../messaging/message-delivery-error.js';
import { Messenger } from '../messaging/messenger.service.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { toCustomerInviteView } from './customer-invite.mapper.js';
import { CustomerInvite } from './entities/customer-invite.entity.js';
import { inviteEmail, inviteSms } from './invite-message-text.js';

export interface InviteAuthor {
  organizationId: string;
  userId: string;
}

/** Customer invitations by QR code, e-mail and SMS (part 2 §2 "Onboard Customer", §7). */
@Injectable()
export class CustomerInvitesService {
  constructor(
    @InjectRepository(CustomerInvite) private readonly invites: Repository<CustomerInvite>,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    private readonly messenger: Messenger,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async createQr(author: InviteAuthor, ttl: unknown): Promise<CustomerInviteView> {
    const invite = await this.create(author, 'qr', normalizeCustomerInviteTtl(ttl), {});
    return this.view(invite);
  }

  /** The invite is kept even when the e-mail fails; the failure answers 502 "Failed to send email invite". */
  async sendEmail(author: InviteAuthor, email: string, ttl: unknown): Promise<SentInviteResponse> {
    const ttlHours = normalizeCustomerInviteTtl(ttl);
    const invite = await this.create(author, 'email', ttlHours, { email });
    const text = inviteEmail({ organizationName: await this.organizationName(author), link: this.view(invite).link, ttlHours });
    await this.deliver(CUSTOMER_INVITE_MESSAGES.failedToSendEmail, () =>
      this.messenger.send({ channel: 'email', to: email, subject: text.subject, body: text.body, organizationId: author.organizationId }),
    );
    return { ok: true, invite: this.view(invite) };
  }

  /** The invite is kept even when the SMS fails; the failure answers 502 "Failed to send SMS invite". */
  async sendSms(author: InviteAuthor, phone: string, ttl: unknown): Promise<SentInviteResponse> {
    const ttlHours = normalizeCustomerInviteTtl(ttl);
    const invite = await this.create(author, 'sms', ttlHours, { phone });
    const body = inviteSms({ organizationName: await this.organizationName(author), link: this.view(invite).link, ttlHours });
    await this.deliver(CUSTOMER_INVITE_MESSAGES.failedToSendSms, () =>
      this.messenger.send({ channel: 'sms', to: phone, subject: null, body, organizationId: author.organizationId }),
    );
    return { ok: true, invite: this.view(invite) };
  }

  async recent(organizationId: string): Promise<CustomerInviteView[]> {
    const invites = await scopedTo(this.invites, organizationId)
      .queryBuilder('invite')
      .orderBy('invite.createdAt', 'DESC')
      .addOrderBy('invite.id', 'DESC')
      .take(RECENT_INVITES_LIMIT)
      .getMany();
    const now = new Date();
    return invites.map((invite) => this.view(invite, now));
  }

  private create(
    author: InviteAuthor,
    via: InviteVia,
    ttlHours: number,
    contact: { email?: string; phone?: string },
  ): Promise<CustomerInvite> {
    return this.invites.save(
      this.invites.create({
        code: newInviteCode(),
        organizationId: author.organizationId,
        via,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        status: 'pending',
        createdByUserId: author.userId,
        expiresAt: inviteExpiresAt(ttlHours),
      }),
    );
  }

  private async organizationName({ organizationId }: InviteAuthor): Promise<string> {
    const organization = await this.organizations.findOneByOrFail({ id: organizationId });
    return organization.name;
  }

  private async deliver(failureMessage: string, send: () => Promise<unknown>): Promise<void> {
    try {
      await send();
    } catch (error) {
      // The Messenger logged the reason and kept the message as failed.
      if (error instanceof MessageDeliveryError) throw new ProviderFailureException(failureMessage, { cause: error });
      throw error;
    }
  }

  private view(invite: CustomerInvite, now = new Date()): CustomerInviteView {
    return toCustomerInviteView(invite, this.config.appBaseUrl, now);
  }
}
