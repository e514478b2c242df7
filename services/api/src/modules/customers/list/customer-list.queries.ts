import { scopedSql, type SqlRunner } from '../../../common/tenancy/organization-scoped-sql.js';

/** A customer row as the list reads it: only what the list shows, its jsonb columns left as JSON text. */
export interface CustomerListRow {
  id: string;
  created_at: Date;
  name: string | null;
  email: string | null;
  phone_number: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: string;
  /** JSON text of the stored array, sent as is (never parsed and stringified again). */
  services: string;
  available_days: string;
  user_id: string | null;
  outside_service_area: boolean;
}

/** The app user a customer was converted to, as the list shows it. */
export interface LinkedUserRow {
  id: string;
  email: string | null;
  phone_number: string | null;
  name: string | null;
  role: string;
  status: string;
}

/** Every customer and lead of the organization, newest first. */
export function readCustomerListRows(db: SqlRunner, organizationId: string): Promise<CustomerListRow[]> {
  return scopedSql(db, organizationId).query<CustomerListRow>(
    `SELECT c.id, c.created_at, c.name, c.email, c.phone_number, c.street, c.city, c.state, c.zip, c.status,
            c.services::text AS services, c.available_days::text AS available_days, c.user_id, c.outside_service_area
       FROM customers c
      WHERE c.organization_id = $1
      ORDER BY c.created_at DESC, c.id DESC`,
  );
}

/**
 * The organization's users among `userIds`. Separate from the customers statement on purpose: without table
 * statistics (PGlite never analyzes) a join of the two is planned as a nested loop over every pair.
 */
export function readLinkedUsers(db: SqlRunner, organizationId: string, userIds: readonly string[]): Promise<LinkedUserRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return scopedSql(db, organizationId).query<LinkedUserRow>(
    `SELECT u.id, u.email, u.phone_number, u.name, u.role, u.status
       FROM users u
      WHERE u.organization_id = $1 AND u.id = ANY ($2::uuid[])`,
    [userIds],
  );
}

/**
 * What the list is made of, in a few milliseconds and without reading the rows' contents: how many rows of the
 * organization's customers and users exist, and the sorted transaction ids that wrote them (`xmin`). A committed
 * insert or update leaves a row version carrying its transaction's id, which no version read before that commit
 * can carry; a delete lowers the count. So whenever the list could differ, this text differs.
 */
export async function readCustomerListFingerprint(db: SqlRunner, organizationId: string): Promise<string> {
  const [row] = await scopedSql(db, organizationId).query<{ customers: string; users: string }>(
    `SELECT (SELECT count(*) || ':' || coalesce(md5(string_agg(c.xmin::text, ',' ORDER BY c.xmin::text)), '')
               FROM customers c WHERE c.organization_id = $1) AS customers,
            (SELECT count(*) || ':' || coalesce(md5(string_agg(u.xmin::text, ',' ORDER BY u.xmin::text)), '')
               FROM users u WHERE u.organization_id = $1) AS users`,
  );
  return `${row?.customers ?? ''}/${row?.users ?? ''}`;
}
