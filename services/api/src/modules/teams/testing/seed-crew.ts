import type { DataSource } from 'typeorm';

export interface SeedUser {
  email: string;
  name?: string | null;
  role?: string;
  status?: string;
  authSubject?: string | null;
}

/** Inserts a user of the organization (a crew member unless told otherwise); returns its id. */
export async function seedUser(dataSource: DataSource, organizationId: string | null, user: SeedUser): Promise<string> {
  const rows = (await dataSource.query(
    `INSERT INTO users (email, name, role, status, organization_id, auth_subject) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [user.email, user.name ?? null, user.role ?? 'crew_member', user.status ?? 'active', organizationId, user.authSubject ?? null],
  )) as Array<{ id: string }>;
  const id = rows[0]?.id;
  if (!id) throw new Error(`Could not seed user ${user.email}`);
  return id;
}

/** A fresh organization with an owner, so a suite's rows do not meet another test's. */
export async function seedOrganization(dataSource: DataSource, name: string, ownerEmail: string): Promise<string> {
  const rows = (await dataSource.query(`INSERT INTO organizations (name) VALUES ($1) RETURNING id`, [name])) as Array<{ id: string }>;
  const id = rows[0]?.id;
  if (!id) throw new Error(`Could not seed organization ${name}`);
  await seedUser(dataSource, id, { email: ownerEmail, name: `${name} Owner`, role: 'owner' });
  return id;
}

export async function seedTeam(dataSource: DataSource, organizationId: string, name: string): Promise<string> {
  const rows = (await dataSource.query(`INSERT INTO teams (organization_id, name) VALUES ($1, $2) RETURNING id`, [organizationId, name])) as Array<{
    id: string;
  }>;
  const id = rows[0]?.id;
  if (!id) throw new Error(`Could not seed team ${name}`);
  return id;
}

/** Puts a user on a team; `joinedAt` orders memberships (the earliest is the user's team). */
export async function seedMembership(dataSource: DataSource, organizationId: string, teamId: string, userId: string, joinedAt?: string): Promise<void> {
  await dataSource.query(`INSERT INTO team_members (team_id, user_id, organization_id, created_at) VALUES ($1, $2, $3, coalesce($4::timestamptz, now()))`, [
    teamId,
    userId,
    organizationId,
    joinedAt ?? null,
  ]);
}
