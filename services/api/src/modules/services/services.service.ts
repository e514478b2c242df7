import { SERVICE_API_ERRORS, serviceKeyFromName, type ServiceRecord } from '@fsp/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';
import type { SaveServiceDto } from './dto/save-service.dto.js';
import { Service } from './entities/service.entity.js';
import { toServiceRecord } from './service-record.mapper.js';

/** The columns a full edit writes; `key` is left alone so schedules and signups keep pointing at the service. */
function editableColumns(body: SaveServiceDto): Partial<Service> {
  return {
    name: body.name,
    description: body.description,
    priceCents: body.price_cents,
    estimatedMinutes: body.estimated_minutes,
    crewMembersNeeded: body.crew_members_needed ?? null,
    equipmentNeeded: body.equipment_needed ?? null,
    materials: body.materials ?? null,
    notes: body.notes ?? null,
    ...(body.active === undefined ? {} : { active: body.active }),
  };
}

@Injectable()
export class ServicesService {
  constructor(
    @InjectRepository(Service) private readonly services: Repository<Service>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Every service of the organization, active or not, by name. */
  async list(organizationId: string): Promise<ServiceRecord[]> {
    const rows = await scopedTo(this.services, organizationId)
      .queryBuilder('service')
      .orderBy('LOWER(service.name)', 'ASC')
      .addOrderBy('service.name', 'ASC')
      .addOrderBy('service.id', 'ASC')
      .getMany();
    return rows.map(toServiceRecord);
  }

  async create(organizationId: string, body: SaveServiceDto): Promise<ServiceRecord> {
    return this.dataSource.transaction(async (manager) => {
      await lockOrganization(manager, organizationId);
      await assertNameFree(manager, organizationId, body.name, null);
      const key = await freeKey(manager, organizationId, serviceKeyFromName(body.name));
      const created = await manager.save(manager.create(Service, { organizationId, key, active: true, ...editableColumns(body) }));
      return toServiceRecord(created);
    });
  }

  /** A full edit under the create rules; the key stays what it was. */
  async update(organizationId: string, serviceId: string, body: SaveServiceDto): Promise<ServiceRecord> {
    return this.dataSource.transaction(async (manager) => {
      await lockOrganization(manager, organizationId);
      const service = await scopedTo(manager.getRepository(Service), organizationId).findOneOrFail(
        { id: serviceId },
        SERVICE_API_ERRORS.notFound,
      );
      await assertNameFree(manager, organizationId, body.name, service.id);
      await manager.update(Service, { id: service.id, organizationId }, editableColumns(body));
      return toServiceRecord(await manager.findOneByOrFail(Service, { id: service.id }));
    });
  }

  async setActive(organizationId: string, serviceId: string, active: boolean): Promise<ServiceRecord> {
    const scoped = scopedTo(this.services, organizationId);
    const service = await scoped.findOneOrFail({ id: serviceId }, SERVICE_API_ERRORS.notFound);
    await this.services.update({ id: service.id, organizationId }, { active });
    return toServiceRecord(await scoped.findOneOrFail({ id: service.id }, SERVICE_API_ERRORS.notFound));
  }
}

/**
 * Holding the organization row serialises service writes of one organization, so two saves cannot both find a
 * name or key free. NO KEY UPDATE leaves inserts that reference the organization (foreign keys) unblocked.
 */
async function lockOrganization(manager: EntityManager, organizationId: string): Promise<void> {
  await scopedSql(manager, organizationId).query(`SELECT id FROM organizations WHERE id = $1 FOR NO KEY UPDATE`);
}

async function assertNameFree(manager: EntityManager, organizationId: string, name: string, exceptId: string | null): Promise<void> {
  const taken = await scopedSql(manager, organizationId).query(
    `SELECT 1 FROM services WHERE organization_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3::uuid) LIMIT 1`,
    [name, exceptId],
  );
  if (taken.length > 0) throw new ConflictException(SERVICE_API_ERRORS.nameTaken);
}

/** `base`, or the first of base-2, base-3… no service of the organization uses yet. */
async function freeKey(manager: EntityManager, organizationId: string, base: string): Promise<string> {
  const rows = await scopedSql(manager, organizationId).query<{ key: string }>(
    `SELECT key FROM services WHERE organization_id = $1 AND (key = $2 OR key LIKE $3)`,
    [base, `${base}-%`],
  );
  const used = new Set(rows.map((row) => row.key));
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
