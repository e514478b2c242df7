import { SERVICE_FIELDS, type ToggleServiceRequest } from '@fsp/contracts';
import { ValidateIf } from 'class-validator';
import { SaveServiceDto } from './save-service.dto.js';

/** A PATCH body holding nothing but `active` flips availability; any other field makes it a full edit. */
export function isToggleOnly(body: Partial<SaveServiceDto>): body is ToggleServiceRequest {
  return body.active !== undefined && SERVICE_FIELDS.every((field) => body[field] === undefined);
}

/** PATCH /api/owner/services/{id}: a full edit under the create rules, or only `active`. */
export class UpdateServiceDto extends SaveServiceDto {}

for (const field of SERVICE_FIELDS) {
  ValidateIf((body: UpdateServiceDto) => !isToggleOnly(body))(UpdateServiceDto.prototype, field);
}
