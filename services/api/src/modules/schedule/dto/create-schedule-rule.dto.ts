import {
  MAX_SCHEDULE_INTERVAL,
  PATTERNS_WITH_INTERVAL,
  SCHEDULE_API_ERRORS,
  SCHEDULE_MESSAGES,
  SCHEDULE_PATTERNS,
  isSchedulePattern,
  scheduleIntervalError,
  SCHEDULE_NOTES_MAX_LENGTH,
  type CreateScheduleRuleRequest,
  type SchedulePattern,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { isUUID } from 'class-validator';
import { FieldRule, IsOptionalNotes, IsOptionalTeamId } from './schedule-write-fields.js';
import { IsOptionalScheduleDate, IsScheduleDate } from './schedule-dates.js';

const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

function customerProblem(value: unknown): string | null {
  if (value == null || value === '') return SCHEDULE_MESSAGES.selectCustomer;
  return isUUID(value) ? null : SCHEDULE_API_ERRORS.customerNotFound;
}

function serviceProblem(value: unknown): string | null {
  if (value == null || value === '') return SCHEDULE_MESSAGES.selectService;
  return typeof value === 'string' ? null : SCHEDULE_API_ERRORS.serviceNotOffered;
}

/** Only every_x_weeks and every_x_months read the interval: a whole number from 1 to MAX_SCHEDULE_INTERVAL. */
function intervalProblem(value: unknown, body: Record<string, unknown>): string | null {
  const pattern = body['pattern'];
  if (!isSchedulePattern(pattern) || !PATTERNS_WITH_INTERVAL.includes(pattern)) return null;
  return scheduleIntervalError(value);
}

/** A form's number field may arrive as digits. */
const digitsToNumber = Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value));

export class CreateScheduleRuleDto implements CreateScheduleRuleRequest {
  @ApiProperty({ format: 'uuid' })
  @trimmed
  @FieldRule('scheduleCustomer', customerProblem)
  customer_id!: string;

  @ApiProperty({ example: 'lawn-mowing', description: 'The key of one of the organization’s active services' })
  @trimmed
  @FieldRule('scheduleService', serviceProblem)
  service_key!: string;

  @ApiProperty({ enum: SCHEDULE_PATTERNS })
  @FieldRule('schedulePattern', (value) => (isSchedulePattern(value) ? null : SCHEDULE_API_ERRORS.invalidPattern))
  pattern!: SchedulePattern;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: MAX_SCHEDULE_INTERVAL, description: 'Read for every_x_weeks and every_x_months only' })
  @digitsToNumber
  @FieldRule('scheduleInterval', intervalProblem)
  interval?: number | null;

  @ApiProperty({ format: 'date' })
  @IsScheduleDate()
  start_date!: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'Ignored for once; defaults to start + 180 days' })
  @IsOptionalScheduleDate()
  end_date?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SCHEDULE_NOTES_MAX_LENGTH })
  @IsOptionalNotes()
  notes?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptionalTeamId()
  team_id?: string | null;
}
