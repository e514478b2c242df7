import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

export interface SeededSignup {
  code: string;
  inviteId: string;
  organizationId: string;
  /** Null when the signup form was not submitted yet. */
  customerId: string | null;
}

/**
 * An invite of `organizationId` as the signup submission leaves it: status submitted, its customer created
 * with the invite code and linked from the invite. `submitted: false` leaves a pending invite without customer.
 */
export async function seedSignup(
  dataSource: DataSource,
  organizationId: string,
  { submitted = true, expiresInHours = 72 }: { submitted?: boolean; expiresInHours?: number } = {},
): Promise<SeededSignup> {
  const code = randomBytes(12).toString('base64url');
  let customerId: string | null = null;
  if (submitted) {
    const customers = (await dataSource.query(
      `INSERT INTO customers (organization_id, name, email, phone_number, invite_code) VALUES ($1, 'Pat Payer', 'pat@example.com', '555-123-4567', $2) RETURNING id`,
      [organizationId, code],
    )) as Array<{ id: string }>;
    customerId = customers[0]?.id ?? null;
  }
  const invites = (await dataSource.query(
    `INSERT INTO customer_invites (code, organization_id, via, status, customer_id, expires_at)
     VALUES ($1, $2, 'qr', $3, $4, now() + make_interval(hours => $5::int)) RETURNING id`,
    [code, organizationId, submitted ? 'submitted' : 'pending', customerId, expiresInHours],
  )) as Array<{ id: string }>;
  const inviteId = invites[0]?.id;
  if (!inviteId) throw new Error('Seeding an invite returned no id');
  return { code, inviteId, organizationId, customerId };
}
