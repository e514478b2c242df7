import {
  SERVICE_API_ERRORS,
  SERVICE_NAME_MAX_LENGTH,
  SERVICE_NUMBER_MAX,
  SERVICE_OPTIONAL_TEXT_FIELDS,
  SERVICE_TEXT_MAX_LENGTH,
  serviceFieldError,
  type SaveServiceRequest,
  type ServiceField,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, ValidateIf } from 'class-validator';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

const serviceRule = (field: ServiceField): PropertyDecorator =>
  ContractRule(`service_${field}`, (value) => serviceFieldError(field, value), {
    emptyAsNull: SERVICE_OPTIONAL_TEXT_FIELDS.includes(field),
  });

const wholeNumber = { type: 'integer', minimum: 0, maximum: SERVICE_NUMBER_MAX } as const;
const optionalText = { type: String, nullable: true, maxLength: SERVICE_TEXT_MAX_LENGTH } as const;

/** Fields are declared in the form's order, so the first broken rule reported is the first field on screen. */
export class SaveServiceDto implements SaveServiceRequest {
  @ApiProperty({ example: 'Lawn Mowing', maxLength: SERVICE_NAME_MAX_LENGTH })
  @serviceRule('name')
  name!: string;

  @ApiProperty({ example: 'Mow, edge and blow off walkways', maxLength: SERVICE_TEXT_MAX_LENGTH })
  @serviceRule('description')
  description!: string;

  @ApiProperty({ ...wholeNumber, example: 4500 })
  @serviceRule('price_cents')
  price_cents!: number;

  @ApiProperty({ ...wholeNumber, example: 45 })
  @serviceRule('estimated_minutes')
  estimated_minutes!: number;

  @ApiPropertyOptional({ ...wholeNumber, nullable: true })
  @serviceRule('crew_members_needed')
  crew_members_needed?: number | null;

  @ApiPropertyOptional(optionalText)
  @serviceRule('equipment_needed')
  equipment_needed?: string | null;

  @ApiPropertyOptional(optionalText)
  @serviceRule('materials')
  materials?: string | null;

  @ApiPropertyOptional(optionalText)
  @serviceRule('notes')
  notes?: string | null;

  @ApiPropertyOptional({ type: Boolean })
  // Absent is fine; null is not (the column is NOT NULL).
  @ValidateIf((body: SaveServiceDto) => body.active !== undefined)
  @IsBoolean({ message: SERVICE_API_ERRORS.activeMustBeBoolean })
  active?: boolean;
}
