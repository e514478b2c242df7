import { alreadyScheduledMessage } from '@fsp/contracts';
import { ConflictException } from '@nestjs/common';

/** A new rule repeats an existing one of the same customer and service on these dates (answered by ScheduleConflictFilter). */
export class ScheduleConflictException extends ConflictException {
  constructor(readonly dates: readonly string[]) {
    super(alreadyScheduledMessage(dates));
  }
}
