import { DEFAULT_MISC_EVENT_MINUTES, hhMmToMinutes, SCHEDULE_API_ERRORS, type CreateMiscEventResponse } from '@fsp/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import type { CreateMiscEventDto } from './dto/create-misc-event.dto.js';
import { MiscEvent } from './entities/misc-event.entity.js';
import { toMiscEventListing } from './misc-event-listing.service.js';
import { assertOwnTeam } from './schedule-write-lookups.js';

type MiscEventChanges = Partial<Pick<MiscEvent, 'date' | 'startMinutes' | 'teamId' | 'canceledAt'>>;

/** Misc events (part 1 §3): one-off calendar items; cancelling removes one. Each command is one transaction. */
@Injectable()
export class MiscEventsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(organizationId: string, createdBy: string, body: CreateMiscEventDto): Promise<CreateMiscEventResponse> {
    const row = {
      title: body.title,
      date: body.date,
      start_minutes: body.start_time ? hhMmToMinutes(body.start_time) : null,
      duration_minutes: body.duration_minutes == null ? DEFAULT_MISC_EVENT_MINUTES : Math.ceil(body.duration_minutes),
      notes: body.notes ?? null,
      team_id: body.team_id ?? null,
    };
    const id = await this.dataSource.transaction(async (manager) => {
      await assertOwnTeam(manager, organizationId, row.team_id);
      const inserted = await manager.getRepository(MiscEvent).insert({
        organizationId,
        title: row.title,
        date: row.date,
        startMinutes: row.start_minutes,
        durationMinutes: row.duration_minutes,
        notes: row.notes,
        teamId: row.team_id,
        createdBy,
      });
      return Number(inserted.identifiers[0]?.['id']);
    });
    return { ok: true, event: toMiscEventListing({ id, ...row }) };
  }

  setTime(organizationId: string, id: number, startTime: string): Promise<void> {
    return this.change(organizationId, id, { startMinutes: hhMmToMinutes(startTime) });
  }

  setTeam(organizationId: string, id: number, teamId: string | null): Promise<void> {
    return this.change(organizationId, id, { teamId }, (manager) => assertOwnTeam(manager, organizationId, teamId));
  }

  clearTime(organizationId: string, id: number): Promise<void> {
    return this.change(organizationId, id, { startMinutes: null });
  }

  /** The event leaves every listing; later writes to it answer 404. */
  cancel(organizationId: string, id: number): Promise<void> {
    return this.change(organizationId, id, { canceledAt: new Date() });
  }

  reschedule(organizationId: string, id: number, toDate: string, startTime: string): Promise<void> {
    return this.change(organizationId, id, { date: toDate, startMinutes: hhMmToMinutes(startTime) });
  }

  /** Applies `changes` to a live (not canceled) event of the organization, after `check`, in one transaction. */
  private async change(
    organizationId: string,
    id: number,
    changes: MiscEventChanges,
    check?: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const event = await scopedTo(manager.getRepository(MiscEvent), organizationId)
        .queryBuilder('event')
        .andWhere('event.id = :id AND event.canceledAt IS NULL', { id })
        .setLock('pessimistic_write')
        .getOne();
      if (!event) throw new NotFoundException(SCHEDULE_API_ERRORS.miscEventNotFound);
      await check?.(manager);
      await manager.getRepository(MiscEvent).update({ id, organizationId }, changes);
    });
  }
}
