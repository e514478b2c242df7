import { Module } from '@nestjs/common';
import { AvailableTimesController } from './available-times.controller.js';
import { AvailableTimesService } from './available-times.service.js';
import { MiscEventListingService } from './misc-event-listing.service.js';
import { MiscEventsController } from './misc-events.controller.js';
import { MiscEventsService } from './misc-events.service.js';
import { ScheduleAccess } from './schedule-access.js';
import { ScheduleCalendarService } from './schedule-calendar.service.js';
import { ScheduleCandidatesService } from './schedule-candidates.service.js';
import { ScheduleOccurrencesService } from './schedule-occurrences.service.js';
import { ScheduleCatalogs } from './read-cache/schedule-catalog.js';
import { ScheduleReads } from './read-cache/schedule-read.service.js';
import { ScheduleReadsController } from './schedule-reads.controller.js';
import { ScheduleRulesController } from './schedule-rules.controller.js';
import { ScheduleRulesService } from './schedule-rules.service.js';
import { ScheduleVisits } from './schedule-visits.service.js';

/** The schedule: reads (calendar, visits, misc events, available times, candidates) and writes (rules, visits, misc events). */
@Module({
  controllers: [ScheduleReadsController, AvailableTimesController, ScheduleRulesController, MiscEventsController],
  providers: [
    ScheduleAccess,
    ScheduleCalendarService,
    ScheduleOccurrencesService,
    ScheduleCatalogs,
    ScheduleReads,
    MiscEventListingService,
    ScheduleCandidatesService,
    AvailableTimesService,
    ScheduleRulesService,
    MiscEventsService,
    ScheduleVisits,
  ],
  exports: [ScheduleVisits],
})
export class ScheduleModule {}
