import {
  DEFAULT_MISC_EVENT_MINUTES,
  MAX_MISC_EVENT_MINUTES,
  SCHEDULE_API_ERRORS,
  SCHEDULE_MESSAGES,
  type CreateMiscEventRequest,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { FieldRule, IsOptionalNotes, IsOptionalStartTime, IsOptionalTeamId, TrimmedOrNull } from './schedule-write-fields.js';
import { IsScheduleDate } from './schedule-dates.js';

/** Any number above 0 (part 2 §5); the service rounds it up to whole minutes. */
function durationProblem(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return SCHEDULE_MESSAGES.durationPositive;
  return value > MAX_MISC_EVENT_MINUTES ? SCHEDULE_API_ERRORS.durationMaximum : null;
}

/** A form's number field may arrive as text: digits become a number, anything else stays for the rule to refuse. */
const numericTextToNumber = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
});

export class CreateMiscEventDto implements CreateMiscEventRequest {
  @ApiProperty({ example: 'Truck maintenance' })
  @TrimmedOrNull
  @FieldRule('miscEventTitle', (value) => (typeof value === 'string' ? null : SCHEDULE_MESSAGES.titleRequired))
  title!: string;

  @ApiProperty({ format: 'date' })
  @IsScheduleDate()
  date!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '09:30' })
  @IsOptionalStartTime()
  start_time?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: MAX_MISC_EVENT_MINUTES, default: DEFAULT_MISC_EVENT_MINUTES })
  @numericTextToNumber
  @FieldRule('miscEventDuration', durationProblem)
  duration_minutes?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptionalNotes()
  notes?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptionalTeamId()
  team_id?: string | null;
}
