import { ORGANIZATION_SETTINGS_MESSAGES, ORGANIZATION_TAB_FIELDS, type OrganizationSettings } from '@fsp/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { applyOrganizationChanges, type OrganizationChanges } from '../organizations/organization-changes.js';
import { toOrganizationSettings } from '../organizations/organization-settings.mapper.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import type { UpdateOrganizationSettingsDto } from './dto/update-organization-settings.dto.js';

/** The sent Organization tab fields of an update (undefined: not sent, kept as it is). */
function changesOf(body: UpdateOrganizationSettingsDto): OrganizationChanges {
  const changes: OrganizationChanges = {};
  for (const field of ORGANIZATION_TAB_FIELDS) {
    if (body[field] !== undefined) Object.assign(changes, { [field]: body[field] });
  }
  return changes;
}

/** The Organization tab of Settings: the caller's own organization, read and changed field by field. */
@Injectable()
export class OrganizationSettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(organizationId: string): Promise<OrganizationSettings> {
    const organization = await this.dataSource.getRepository(Organization).findOneBy({ id: organizationId });
    if (!organization) throw new NotFoundException(ORGANIZATION_SETTINGS_MESSAGES.organizationNotFound);
    return toOrganizationSettings(organization);
  }

  /**
   * Applies only the sent fields to the row as it is now, holding it until the save commits: two saves of
   * different fields at once both keep their changes.
   */
  async update(organizationId: string, body: UpdateOrganizationSettingsDto): Promise<OrganizationSettings> {
    // Another organization's id reads as a missing one.
    if (body.id !== organizationId) throw new NotFoundException(ORGANIZATION_SETTINGS_MESSAGES.organizationNotFound);
    const changes = changesOf(body);
    if (Object.keys(changes).length === 0) throw new BadRequestException(ORGANIZATION_SETTINGS_MESSAGES.nothingToUpdate);
    return this.dataSource.transaction(async (manager) => {
      const organizations = manager.getRepository(Organization);
      const organization = await organizations.findOne({ where: { id: organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!organization) throw new NotFoundException(ORGANIZATION_SETTINGS_MESSAGES.organizationNotFound);
      const saved = await organizations.save(applyOrganizationChanges(organization, changes));
      return toOrganizationSettings(saved);
    });
  }
}
