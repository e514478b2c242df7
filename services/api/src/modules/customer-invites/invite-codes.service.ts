import { INVITE_NOT_FOUND_OR_EXPIRED } from '@fsp/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CustomerInvite } from './entities/customer-invite.entity.js';

/** Looks up invites by their public code for the signup pages, which carry no token. */
@Injectable()
export class InviteCodesService {
  constructor(@InjectRepository(CustomerInvite) private readonly invites: Repository<CustomerInvite>) {}

  /**
   * The invite behind a code while its signup can still go on: not expired and not completed (card saved).
   * Unknown, expired and completed codes all answer the same 404.
   */
  async findOpen(code: string, now = new Date()): Promise<CustomerInvite> {
    const invite = await this.invites.findOneBy({ code });
    if (!invite || invite.expiresAt.getTime() <= now.getTime() || invite.status === 'completed') {
      throw new NotFoundException(INVITE_NOT_FOUND_OR_EXPIRED);
    }
    return invite;
  }
}
