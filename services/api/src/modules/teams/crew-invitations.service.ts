import { CREW_INVITE_NOTES, TEAM_API_ERRORS, type CrewInvitationResponse } from '@fsp/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { IdentityAdmin } from '../identity-admin/identity-admin.js';
import { Messenger } from '../messaging/messenger.service.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { recordProvisionedSubject } from '../users/provisioned-subject.js';
import { sendSetPasswordEmail, setPasswordLinks } from '../users/set-password-email.js';
import { crewInviteEmail } from './crew-invite-text.js';
import { activeCrew } from './crew-roster.js';

const notSent = (note: string): CrewInvitationResponse => ({ ok: true, invited: false, note, error: null });

/** Invites a crew member by e-mail to set a password and sign in (part 2 §7 "POST /api/owner/invitations"). */
@Injectable()
export class CrewInvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identityAdmin: IdentityAdmin,
    private readonly messenger: Messenger,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * Sends a "set your password" link made by the identity provider. Nothing is sent to someone who is not an
   * active crew member of the organization, nor to one who has already signed in: a password ticket sets the
   * password of whoever holds the link, so it is only made for an account nobody has used yet.
   * A failure of the identity or messaging provider answers 502.
   */
  async invite(organizationId: string, email: string): Promise<CrewInvitationResponse> {
    const manager = this.dataSource.manager;
    const member = await activeCrew(manager, organizationId).andWhere('lower(crew.email) = lower(:email)', { email }).getOne();
    if (!member) return notSent(CREW_INVITE_NOTES.noCrewMember);
    if (member.authSubject) return notSent(CREW_INVITE_NOTES.alreadySignedIn);

    const account = await this.identityAdmin.ensureUser({ email: member.email, name: member.name });
    await recordProvisionedSubject(manager, member.id, account);
    const links = await setPasswordLinks(this.identityAdmin, this.config.appBaseUrl, account, member.email);
    const organization = await manager.getRepository(Organization).findOneByOrFail({ id: organizationId });
    const text = crewInviteEmail({ organizationName: organization.name, crewName: member.name, ...links });
    await sendSetPasswordEmail(this.messenger, { to: member.email, ...text, organizationId }, TEAM_API_ERRORS.failedToSendInvite);
    return { ok: true, invited: true, note: null, error: null };
  }
}
