import type { ScheduleCandidate, SelectedService } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';

interface CandidateRow {
  id: string;
  name: string | null;
  email: string | null;
  services: unknown;
}

interface OfferedServiceRow {
  key: string;
  name: string;
  price_cents: number;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Names in alphabetical order whatever the database's collation; nameless rows last. */
function compareNames(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return byName.compare(a, b);
}

/** The keys of the services a customer chose (a jsonb list of {key, label, price_cents}). */
function selectedKeys(services: unknown): string[] {
  if (!Array.isArray(services)) return [];
  return services.flatMap((item: unknown) => {
    const key = (item as Partial<SelectedService> | null)?.key;
    return typeof key === 'string' ? [key] : [];
  });
}

/** Who the Add to Schedule form offers, each with the services to choose from (two queries). */
@Injectable()
export class ScheduleCandidatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(organizationId: string): Promise<ScheduleCandidate[]> {
    const sql = scopedSql(this.dataSource, organizationId);
    const customers = await sql.query<CandidateRow>(
      `SELECT id, name, email, services FROM customers WHERE organization_id = $1 AND status IN ('lead', 'active')`,
    );
    const offered = await sql.query<OfferedServiceRow>(`SELECT key, name, price_cents FROM services WHERE organization_id = $1 AND active`);

    const offeredServices = offered
      .map((service): SelectedService => ({ key: service.key, label: service.name, price_cents: service.price_cents }))
      .sort((a, b) => compareNames(a.label, b.label) || a.key.localeCompare(b.key));
    const offeredByKey = new Map(offeredServices.map((service) => [service.key, service]));

    return customers
      .sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id))
      .map((customer) => {
        const keys = selectedKeys(customer.services);
        const services =
          keys.length === 0
            ? offeredServices
            : [...new Set(keys)].flatMap((key) => {
                const service = offeredByKey.get(key);
                return service ? [service] : [];
              });
        return { id: customer.id, name: customer.name, email: customer.email, services };
      });
  }
}
