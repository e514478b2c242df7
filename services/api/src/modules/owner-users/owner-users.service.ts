import { API_ERRORS, type AdminUser } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { User } from '../users/entities/user.entity.js';
import { toAdminUser } from '../users/user-profile.mapper.js';

@Injectable()
export class OwnerUsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async findMember(organizationId: string, userId: string): Promise<AdminUser> {
    const user = await scopedTo(this.users, organizationId).findOneOrFail({ id: userId }, API_ERRORS.userNotFound);
    return toAdminUser(user);
  }
}
