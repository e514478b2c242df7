import type { AdminUsersResponse } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from '../users/entities/user.entity.js';
import { toAdminUser } from '../users/user-profile.mapper.js';
import type { AdminUsersQueryDto } from './dto/admin-users-query.dto.js';

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

@Injectable()
export class AdminUsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async list(query: AdminUsersQueryDto): Promise<AdminUsersResponse> {
    const builder = this.users.createQueryBuilder('member');
    if (query.status === 'active') builder.andWhere('member.status = :status', { status: 'active' });
    if (query.organization_id) builder.andWhere('member.organizationId = :organizationId', { organizationId: query.organization_id });
    const term = query.search?.trim();
    if (term) {
      builder.andWhere(
        `(member.email ILIKE :term OR coalesce(member.name, '') ILIKE :term OR member.role ILIKE :term)`,
        { term: likePattern(term) },
      );
    }
    const [rows, total] = await builder
      .orderBy('lower(member.email) COLLATE "C"', 'ASC')
      .skip((query.page - 1) * query.limit)
      .take(query.limit)
      .getManyAndCount();
    return { users: rows.map(toAdminUser), totalPages: Math.max(1, Math.ceil(total / query.limit)) };
  }
}
