import {
  API_ERRORS,
  businessHoursError,
  industryError,
  INDUSTRIES,
  INVOICE_DUE_DAY_MAX,
  INVOICE_DUE_DAY_MIN,
  invoiceDueDayError,
  MAX_SERVICE_AREA_ZIPCODES,
  ORGANIZATION_SETTINGS_MESSAGES,
  organizationTextFieldError,
  serviceAreaZipcodesError,
  timeZoneError,
  type BusinessHoursWeek,
  type OrganizationTextField,
  type OrganizationUpdateRequest,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsUUID } from 'class-validator';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';
import { BusinessHoursWeekDto } from './organization-settings.dto.js';

const textRule = (field: OrganizationTextField): PropertyDecorator =>
  ContractRule(`organization_${field}`, (value) => organizationTextFieldError(field, value), { emptyAsNull: true });

const nullableText = { type: String, nullable: true } as const;

/** Null clears the time zone back to the default one; anything else must be an IANA name. */
const clearableTimeZoneError = (value: unknown): string | null => (value === null || value === undefined ? null : timeZoneError(value));

/** The shape only: which names are allowed depends on the industry the organization ends up with (checked on save). */
const servicesShapeError = (value: unknown): string | null =>
  value === undefined || value === null || (Array.isArray(value) && value.every((service) => typeof service === 'string'))
    ? null
    : ORGANIZATION_SETTINGS_MESSAGES.servicesShape;

const DAY_KEYS = new Set(['open', 'close', 'closed']);

/** The contracts' rule, and no keys in a day besides open, close and closed (the week is stored as sent). */
function storedBusinessHoursError(value: unknown): string | null {
  const error = businessHoursError(value);
  if (error || value === null || value === undefined) return error;
  const days = Object.values(value as Record<string, object>);
  return days.some((day) => Object.keys(day).some((key) => !DAY_KEYS.has(key))) ? ORGANIZATION_SETTINGS_MESSAGES.businessHoursShape : null;
}

/** An emptied time of a day becomes null, as every empty value of the update does. */
function blankTimesAsNull({ value }: { value: unknown }): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const week: Record<string, unknown> = {};
  for (const [key, day] of Object.entries(value)) {
    if (typeof day !== 'object' || day === null || Array.isArray(day)) {
      week[key] = day;
      continue;
    }
    const times = day as Record<string, unknown>;
    week[key] = { ...times, open: times['open'] === '' ? null : times['open'], close: times['close'] === '' ? null : times['close'] };
  }
  return week;
}

/**
 * POST /api/owner/organization/update: the organization's id plus the fields to change (empty values as null,
 * omitted fields kept). Fields in the Organization tab's order, so the first broken rule is the first on screen.
 */
export class UpdateOrganizationSettingsDto implements OrganizationUpdateRequest {
  @ApiProperty({ format: 'uuid', description: "The caller's own organization" })
  @IsUUID('all', { message: API_ERRORS.invalidId })
  id!: string;

  @ApiPropertyOptional({ type: String, nullable: true, enum: INDUSTRIES })
  @ContractRule('organization_industry', industryError, { emptyAsNull: true })
  industry?: string | null;

  @ApiPropertyOptional({ ...nullableText, maxLength: 2048 })
  @textRule('website')
  website?: string | null;

  @ApiPropertyOptional({ ...nullableText, example: '(919) 555-0100' })
  @textRule('phone_number')
  phone_number?: string | null;

  @ApiPropertyOptional({ ...nullableText, format: 'email' })
  @textRule('email')
  email?: string | null;

  @ApiPropertyOptional({ ...nullableText, maxLength: 200 })
  @textRule('street')
  street?: string | null;

  @ApiPropertyOptional({ ...nullableText, maxLength: 100 })
  @textRule('city')
  city?: string | null;

  @ApiPropertyOptional({ ...nullableText, example: 'NC', description: 'Two letters; stored upper-cased' })
  @textRule('state')
  state?: string | null;

  @ApiPropertyOptional({ ...nullableText, example: '27601' })
  @textRule('zip')
  zip?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true, maxItems: MAX_SERVICE_AREA_ZIPCODES, example: ['27601'], description: 'Five digits each; repeats dropped' })
  @ContractRule('organization_service_area_zipcodes', serviceAreaZipcodesError)
  service_area_zipcodes?: string[] | null;

  @ApiPropertyOptional({ type: BusinessHoursWeekDto, nullable: true })
  @Transform(blankTimesAsNull)
  @ContractRule('organization_business_hours', storedBusinessHoursError)
  business_hours?: BusinessHoursWeek | null;

  @ApiPropertyOptional({ type: [String], nullable: true, description: "Names from the industry's list of services" })
  @ContractRule('organization_services_rendered', servicesShapeError)
  services_rendered?: string[] | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: INVOICE_DUE_DAY_MIN, maximum: INVOICE_DUE_DAY_MAX })
  @ContractRule('organization_invoice_due_day', invoiceDueDayError)
  invoice_due_day?: number | null;

  @ApiPropertyOptional({ ...nullableText, example: 'America/New_York', description: 'IANA name; null resets to the default' })
  @ContractRule('organization_time_zone', clearableTimeZoneError, { emptyAsNull: true })
  time_zone?: string | null;
}
