import type { CustomerListRow, LinkedUserRow } from './customer-list.queries.js';

const text = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));

/**
 * One CustomerRecord as JSON, written field by field in the record's order (the same object toCustomerRecord
 * builds for the other customer routes). The jsonb arrays arrive as JSON text and are embedded as they are.
 */
function customerJson(row: CustomerListRow, organizationJson: string, user: LinkedUserRow | undefined): string {
  const id = JSON.stringify(row.id);
  return (
    `{"id":${id},"customer_id":${id},"created_at":"${row.created_at.toISOString()}"` +
    `,"name":${text(row.name)},"email":${text(row.email)},"phone_number":${text(row.phone_number)}` +
    `,"street":${text(row.street)},"city":${text(row.city)},"state":${text(row.state)},"zip":${text(row.zip)}` +
    `,"status":${JSON.stringify(row.status)},"organization_id":${organizationJson}` +
    `,"services":${row.services},"available_days":${row.available_days},"user_id":${text(row.user_id)}` +
    `,"user_email":${text(user?.email ?? null)},"user_phone":${text(user?.phone_number ?? null)},"user_name":${text(user?.name ?? null)}` +
    `,"linked_user_id":${text(user?.id ?? null)},"linked_user_role":${text(user?.role ?? null)}` +
    `,"outside_service_area":${row.outside_service_area ? 'true' : 'false'},"linked_user_status":${text(user?.status ?? null)}}`
  );
}

/** The body of GET /api/owner/customers: a JSON array of CustomerRecord, in the rows' order. */
export function customerListJson(organizationId: string, rows: readonly CustomerListRow[], users: readonly LinkedUserRow[]): string {
  const organizationJson = JSON.stringify(organizationId);
  const byId = new Map(users.map((user) => [user.id, user]));
  const parts = rows.map((row) => customerJson(row, organizationJson, row.user_id ? byId.get(row.user_id) : undefined));
  return `[${parts.join(',')}]`;
}

