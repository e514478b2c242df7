import {
  normalizeWebsite,
  OWNER_INVITE_MESSAGES,
  ownerInviteTtlHours,
  RECENT_OWNER_INVITES_LIMIT,
  type OwnerInvitation as OwnerInvitationView,
} from '@fsp/contracts';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { inviteExpiresAt, newInviteCode } from '../../common/invites/invite-code.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import type { CreateOwnerInvitationDto } from './dto/create-owner-invitation.dto.js';
import { OwnerInvitation } from './entities/owner-invitation.entity.js';
import { toOwnerInvitationView } from './owner-invitation.mapper.js';
import { organizationNamed, ownerSeatConflict } from './owner-seat.js';

/** The admin's side of owner invitations (part 2 §2 "Admin panel", §7 Admin). */
@Injectable()
export class OwnerInvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * An invitation for `owner_email` to own `org_name`. When an organization of that name exists it is the one
   * the owner will take over, which is refused up front when it already has another owner.
   */
  async create(body: CreateOwnerInvitationDto, createdByUserId: string): Promise<OwnerInvitationView> {
    const ttlHours = ownerInviteTtlHours(body.ttl_hours);
    if (ttlHours === null) throw new BadRequestException(OWNER_INVITE_MESSAGES.ttlTooSmall);
    const expiresAt = inviteExpiresAt(ttlHours);
    const email = body.owner_email.toLowerCase();
    const invitation = await this.dataSource.transaction(async (manager) => {
      const organization = await organizationNamed(manager, body.org_name);
      const conflict = await ownerSeatConflict(manager, email, organization);
      if (conflict) throw new ConflictException(conflict);
      const repository = manager.getRepository(OwnerInvitation);
      return repository.save(
        repository.create({
          code: newInviteCode(),
          email,
          ownerName: body.owner_name ?? null,
          organizationName: body.org_name,
          industry: body.industry ?? null,
          website: normalizeWebsite(body.website),
          phoneNumber: body.phone_number ?? null,
          organizationId: organization?.id ?? null,
          status: 'pending',
          createdByUserId,
          expiresAt,
        }),
      );
    });
    return toOwnerInvitationView(invitation, this.config.appBaseUrl);
  }

  async recent(): Promise<OwnerInvitationView[]> {
    const invitations = await this.dataSource
      .getRepository(OwnerInvitation)
      .createQueryBuilder('invitation')
      .orderBy('invitation.createdAt', 'DESC')
      .addOrderBy('invitation.id', 'DESC')
      .take(RECENT_OWNER_INVITES_LIMIT)
      .getMany();
    const now = new Date();
    return invitations.map((invitation) => toOwnerInvitationView(invitation, this.config.appBaseUrl, now));
  }
}
