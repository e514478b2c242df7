import type { AvailableDay, CustomerStatus, SelectedService } from '@fsp/contracts';
import type { DataSource } from 'typeorm';

export interface SeedCustomer {
  name?: string | null;
  email?: string | null;
  phone_number?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  status?: CustomerStatus;
  services?: SelectedService[];
  available_days?: AvailableDay[];
  user_id?: string | null;
  created_at?: string;
}

/** Inserts a customer row the way the signup flow stores one; returns its id. */
export async function seedCustomer(dataSource: DataSource, organizationId: string, customer: SeedCustomer = {}): Promise<string> {
  const rows = (await dataSource.query(
    `INSERT INTO customers
       (organization_id, name, email, phone_number, street, city, state, zip, status, services, available_days, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13)
     RETURNING id`,
    [
      organizationId,
      customer.name ?? null,
      customer.email ?? null,
      customer.phone_number ?? null,
      customer.street ?? null,
      customer.city ?? null,
      customer.state ?? null,
      customer.zip ?? null,
      customer.status ?? 'lead',
      JSON.stringify(customer.services ?? []),
      JSON.stringify(customer.available_days ?? []),
      customer.user_id ?? null,
      customer.created_at ?? new Date().toISOString(),
    ],
  )) as Array<{ id: string }>;
  const id = rows[0]?.id;
  if (!id) throw new Error('Seeding a customer returned no id');
  return id;
}

export async function organizationIdOf(dataSource: DataSource, email: string): Promise<string> {
  const rows = (await dataSource.query(`SELECT organization_id FROM users WHERE lower(email) = lower($1)`, [email])) as Array<{
    organization_id: string | null;
  }>;
  const id = rows[0]?.organization_id;
  if (!id) throw new Error(`${email} belongs to no organization`);
  return id;
}
