import { hasAnyRole, SCHEDULE_EDITOR_ROLES, type ScheduleShape } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { User } from '../../users/entities/user.entity.js';
import { expandVisits, type VisitException } from '../engine/expand-visits.js';
import { isListed, ScheduleAccess, type ScheduleItemFilter, type ScheduleViewer } from '../schedule-access.js';
import { exceptionsTouching, movedInRuleIds, occurrenceInvoicesInRange } from '../schedule-read.queries.js';
import { negotiateEncoding, type ContentEncoding } from '../../../common/http/content-encoding.js';
import { writeScheduleJson } from './occurrence-json.js';
import { answerKeyText, etagOf, ifNoneMatchHolds, ScheduleAnswers } from './schedule-answers.js';
import { ScheduleCatalogs, type ScheduleCatalog } from './schedule-catalog.js';
import { readScheduleVersion } from './schedule-version.js';

export interface ScheduleReadRequest {
  organizationId: string;
  user: User;
  from: string;
  to: string;
  teamId: string | undefined;
  shape: ScheduleShape;
  acceptEncoding: string | string[] | undefined;
  ifNoneMatch: string | undefined;
}

export type ScheduleReadAnswer =
  | { status: 304; etag: string }
  | { status: 200; etag: string | null; encoding: ContentEncoding; body: Buffer };

/**
 * GET /api/owner/schedule (issue 14): the visits of a range as encoded bytes, cached under the organization's
 * schedule version (schedule-version.ts). A hit costs one statement, the version (with a crew member's teams);
 * a miss adds the range's exceptions and invoices, and the rules, customers and services only when their catalog
 * version moved. The version is read before any data, so an answer is never older than the version it is kept under.
 */
@Injectable()
export class ScheduleReads {
  private readonly answers = new ScheduleAnswers();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogs: ScheduleCatalogs,
    private readonly access: ScheduleAccess,
  ) {}

  async read(request: ScheduleReadRequest): Promise<ScheduleReadAnswer> {
    const { organizationId, user, from, to, teamId, shape } = request;
    const editor = hasAnyRole(user.role, SCHEDULE_EDITOR_ROLES);
    const version = await readScheduleVersion(this.dataSource, organizationId, editor ? null : user.id);
    const encoding = negotiateEncoding(request.acceptEncoding);
    if (!version) {
      // Only before the organization's version row exists: answered, never cached.
      const filter = { viewer: await this.access.viewerOf(user, organizationId), teamId };
      const body = await this.build(organizationId, null, { from, to, shape, encoding, filter });
      return { status: 200, etag: null, encoding, body };
    }

    const crewTeamIds = version.crewTeamIds;
    const viewer: ScheduleViewer = crewTeamIds ? { everything: false, teamIds: new Set(crewTeamIds) } : { everything: true };
    const keyText = answerKeyText({
      organizationId,
      epoch: version.epoch,
      version: version.version,
      from,
      to,
      teamId,
      viewer: crewTeamIds ? `teams:${[...crewTeamIds].sort().join(',')}` : 'all',
      shape,
      encoding,
    });
    const etag = etagOf(keyText);
    if (ifNoneMatchHolds(request.ifNoneMatch, etag)) return { status: 304, etag };
    const body = await this.answers.answer(keyText, () =>
      this.build(organizationId, `${version.epoch}/${version.catalogVersion}`, { from, to, shape, encoding, filter: { viewer, teamId } }),
    );
    return { status: 200, etag, encoding, body };
  }

  private async build(
    organizationId: string,
    catalogVersion: string | null,
    { from, to, shape, encoding, filter }: { from: string; to: string; shape: ScheduleShape; encoding: ContentEncoding; filter: ScheduleItemFilter },
  ): Promise<Buffer> {
    const catalog = await this.catalogs.catalogOf(organizationId, catalogVersion);
    const exceptions = await exceptionsTouching(this.dataSource, organizationId, from, to);
    const visits = expandVisits(rulesMeeting(catalog, exceptions, from, to), exceptions, from, to).filter((visit) => isListed(filter, visit.teamId));
    const invoices = visits.length === 0 ? [] : await occurrenceInvoicesInRange(this.dataSource, organizationId, from, to);
    return writeScheduleJson(encoding, shape, catalog, { visits, invoices });
  }
}

/** The catalog's rules that may have a visit in [from, to]: their span meets it, or one of their visits was moved into it. */
function rulesMeeting(catalog: ScheduleCatalog, exceptions: readonly VisitException[], from: string, to: string): ScheduleCatalog['rules'] {
  const movedIn = new Set(movedInRuleIds(exceptions, from, to));
  return catalog.rules.filter((rule) => (rule.startDate <= to && rule.endDate >= from) || movedIn.has(rule.id));
}
