import { API_ERRORS } from '@fsp/contracts';
import { NotFoundException } from '@nestjs/common';
import type { FindOptionsWhere, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';

/** Entities owned by one organization carry its id in `organizationId` (column organization_id). */
export interface OrganizationOwned {
  organizationId: string | null;
}

/**
 * Every query for organization-owned rows goes through here, so a row of another organization
 * is indistinguishable from a missing one.
 */
export class OrganizationScopedRepository<T extends ObjectLiteral & OrganizationOwned> {
  constructor(
    private readonly repository: Repository<T>,
    private readonly organizationId: string,
  ) {}

  private scoped(where: FindOptionsWhere<T>): FindOptionsWhere<T> {
    return { ...where, organizationId: this.organizationId } as FindOptionsWhere<T>;
  }

  find(where: FindOptionsWhere<T> = {}): Promise<T[]> {
    return this.repository.findBy(this.scoped(where));
  }

  findOne(where: FindOptionsWhere<T>): Promise<T | null> {
    return this.repository.findOneBy(this.scoped(where));
  }

  /** The row, or 404 with `message` whether it is missing or belongs to another organization. */
  async findOneOrFail(where: FindOptionsWhere<T>, message: string = API_ERRORS.notFound): Promise<T> {
    const row = await this.findOne(where);
    if (!row) throw new NotFoundException(message);
    return row;
  }

  /** A query builder already restricted to the organization; add further conditions with andWhere. */
  queryBuilder(alias: string): SelectQueryBuilder<T> {
    return this.repository
      .createQueryBuilder(alias)
      .where(`${alias}.organizationId = :organizationId`, { organizationId: this.organizationId });
  }
}

export function scopedTo<T extends ObjectLiteral & OrganizationOwned>(
  repository: Repository<T>,
  organizationId: string,
): OrganizationScopedRepository<T> {
  return new OrganizationScopedRepository(repository, organizationId);
}
