import type { OrganizationSummary } from '@fsp/contracts';
import { isObject } from '../json-guards.js';

/** A row of GET /api/admin/organization-summary. */
export function isOrganizationSummary(value: unknown): value is OrganizationSummary {
  return isObject(value) && typeof value['id'] === 'string' && typeof value['name'] === 'string' && typeof value['member_count'] === 'number';
}
