import { ADMIN_API_ERRORS, type AdminOrganization, type OrganizationSummary } from '@fsp/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Organization } from '../organizations/entities/organization.entity.js';
import { applyOrganizationChanges, type OrganizationChanges } from '../organizations/organization-changes.js';
import { toOrganizationSettings } from '../organizations/organization-settings.mapper.js';
import { User } from '../users/entities/user.entity.js';
import type { CreateOrganizationDto } from './dto/create-organization.dto.js';
import type { UpdateOrganizationDto } from './dto/update-organization.dto.js';

/** By name regardless of case, in the same order on PostgreSQL and PGlite (byte order, not the server's locale). */
const BY_NAME = 'lower(organization.name) COLLATE "C"';

/** The fields sent, as the changes to apply; a field not sent (undefined) is kept. */
function sentFields(fields: object): OrganizationChanges {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as OrganizationChanges;
}

/** The admin panel's Organizations section (part 2 §2 "Admin panel", §7 "Admin"). */
@Injectable()
export class AdminOrganizationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<AdminOrganization[]> {
    const organizations = await this.dataSource
      .getRepository(Organization)
      .createQueryBuilder('organization')
      .orderBy(BY_NAME, 'ASC')
      .addOrderBy('organization.id', 'ASC')
      .getMany();
    return organizations.map(toOrganizationSettings);
  }

  /** Each organization's name and how many users belong to it. */
  async summary(): Promise<OrganizationSummary[]> {
    const rows = await this.dataSource
      .getRepository(Organization)
      .createQueryBuilder('organization')
      .leftJoin(User, 'member', 'member.organizationId = organization.id')
      .select('organization.id', 'id')
      .addSelect('organization.name', 'name')
      .addSelect('count(member.id)::int', 'member_count')
      .groupBy('organization.id')
      .orderBy(BY_NAME, 'ASC')
      .addOrderBy('organization.id', 'ASC')
      .getRawMany<OrganizationSummary>();
    return rows.map(({ id, name, member_count }) => ({ id, name, member_count: Number(member_count) }));
  }

  async create(body: CreateOrganizationDto): Promise<AdminOrganization> {
    const organizations = this.dataSource.getRepository(Organization);
    const organization = applyOrganizationChanges(organizations.create({ name: body.name }), sentFields(body));
    const { id } = await organizations.save(organization);
    return toOrganizationSettings(await organizations.findOneByOrFail({ id }));
  }

  /** Locks the row, so that two saves at once each judge services rendered against the industry they leave. */
  async update(body: UpdateOrganizationDto): Promise<AdminOrganization> {
    const { id, marketing, ...fields } = body;
    const changes = sentFields({ ...fields, ...marketing });
    if (Object.keys(changes).length === 0) throw new BadRequestException(ADMIN_API_ERRORS.nothingToUpdate);
    return this.dataSource.transaction(async (manager) => {
      const organizations = manager.getRepository(Organization);
      const organization = await organizations
        .createQueryBuilder('organization')
        .where('organization.id = :id', { id })
        .setLock('pessimistic_write')
        .getOne();
      if (!organization) throw new NotFoundException(ADMIN_API_ERRORS.organizationNotFound);
      await organizations.save(applyOrganizationChanges(organization, changes));
      return toOrganizationSettings(await organizations.findOneByOrFail({ id }));
    });
  }
}
