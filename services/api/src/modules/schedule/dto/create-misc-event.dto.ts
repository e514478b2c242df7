import {
  DEFAULT_MISC_EVENT_MINUTES,
  MAX_MISC_EVENT_MINUTES,
  MISC_EVENT_TITLE_MAX_LENGTH,
  miscEventDurationError,
  miscEventTitleError,
  SCHEDULE_NOTES_MAX_LENGTH,
  type CreateMiscEventRequest,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { FieldRule, IsOptionalNotes, IsOptionalStartTime, IsOptionalTeamId, TrimmedOrNull } from './schedule-write-fields.js';
import { IsScheduleDate } from './schedule-dates.js';

/** Absent means the default length; the service rounds a fraction up to whole minutes. */
function durationProblem(value: unknown): string | null {
  return value == null ? null : miscEventDurationError(value);
}

/** A form's number field may arrive as text: digits become a number, anything else stays for the rule to refuse. */
const numericTextToNumber = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
});

export class CreateMiscEventDto implements CreateMiscEventRequest {
  @ApiProperty({ example: 'Truck maintenance', maxLength: MISC_EVENT_TITLE_MAX_LENGTH })
  @TrimmedOrNull
  @FieldRule('miscEventTitle', miscEventTitleError)
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

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SCHEDULE_NOTES_MAX_LENGTH })
  @IsOptionalNotes()
  notes?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptionalTeamId()
  team_id?: string | null;
}
