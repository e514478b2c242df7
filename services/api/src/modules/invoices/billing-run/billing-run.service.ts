import {
  DEFAULT_ORGANIZATION_TIME_ZONE,
  INVOICE_API_ERRORS,
  invoiceDueDate,
  isoDateIn,
  isTimeZone,
  type BillingRunResponse,
} from '@fsp/contracts';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../../common/errors/postgres-error.js';
import { scopedSql } from '../../../common/tenancy/organization-scoped-sql.js';
import { exceptionsTouching, rulesInRange } from '../../schedule/schedule-read.queries.js';
import { billingPeriodDates, isPeriodFinished, periodOf, previousPeriod } from './billing-period.js';
import { billableServices, customersBilledFor, insertBillingInvoices, invoicedVisitsTouching } from './billing-run.queries.js';
import { selectBillableVisits } from './select-billable-visits.js';

interface BillingOrganization {
  id: string;
  timeZone: string;
  invoiceDueDay: number | null;
}

interface OrganizationRow {
  id: string;
  time_zone: string | null;
  invoice_due_day: number | null;
}

/** One organization's run by the scheduled job. */
export interface DueBillingRun extends BillingRunResponse {
  organizationId: string;
  period: string;
}

const toBillingOrganization = (row: OrganizationRow): BillingOrganization => ({
  id: row.id,
  timeZone: isTimeZone(row.time_zone) ? row.time_zone : DEFAULT_ORGANIZATION_TIME_ZONE,
  invoiceDueDay: row.invoice_due_day,
});

/** "Services, March 2026". */
function descriptionOf(period: string): string {
  const month = new Date(`${period}-01T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `Services, ${month}`;
}

/**
 * The monthly billing run: every customer's recurring visits of a finished month on one invoice. A constant number
 * of statements whatever the organization's size (the organization, its month of exceptions and rules, its
 * services, the visits invoiced already, the month's existing invoices, then one insert), and idempotent: the
 * unique indexes make a second or concurrent run create nothing twice.
 */
@Injectable()
export class BillingRunService {
  private readonly logger = new Logger('BillingRun');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** POST /api/owner/invoices/billing-run: a finished month (in the organization's time zone) only. */
  async run(organizationId: string, period: string, { now = new Date(), createdBy = null }: { now?: Date; createdBy?: string | null } = {}): Promise<BillingRunResponse> {
    const rows = await scopedSql(this.dataSource, organizationId).query<OrganizationRow>(
      `SELECT id, time_zone, invoice_due_day FROM organizations WHERE id = $1`,
    );
    const row = rows[0];
    if (!row) throw new NotFoundException();
    const organization = toBillingOrganization(row);
    if (!isPeriodFinished(period, isoDateIn(organization.timeZone, now))) throw new BadRequestException(INVOICE_API_ERRORS.billingPeriodNotFinished);
    try {
      return await this.bill(organization, period, createdBy);
    } catch (error) {
      // A visit invoiced by another route between the read and the insert: nothing was written; running again bills the rest.
      if (isUniqueViolation(error)) throw new ConflictException(INVOICE_API_ERRORS.alreadyInvoiced);
      throw error;
    }
  }

  /**
   * The scheduled job's work: for every organization, the month before the one it is in now (its time zone). Once
   * its 1st has come, that is the month just ended; running every hour, or again after downtime, bills only what is
   * left. One organization's failure does not stop the others; it is reported at the end so the job is retried.
   */
  async runDueBillingRuns(now: Date): Promise<DueBillingRun[]> {
    // Every organization, by the job rather than for one caller: the one statement not scoped to an organization.
    const organizations = ((await this.dataSource.query(`SELECT id, time_zone, invoice_due_day FROM organizations ORDER BY id`)) as OrganizationRow[]).map(
      toBillingOrganization,
    );
    const runs: DueBillingRun[] = [];
    const failures: unknown[] = [];
    for (const organization of organizations) {
      const period = previousPeriod(periodOf(isoDateIn(organization.timeZone, now)));
      try {
        const result = await this.bill(organization, period, null);
        runs.push({ organizationId: organization.id, period, ...result });
        if (result.created > 0) this.logger.log(`Billed ${period} for organization ${organization.id}: ${result.created} invoices, ${result.skipped} skipped`);
      } catch (error) {
        this.logger.error(`Billing ${period} for organization ${organization.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${organizations.length} billing runs failed`);
    return runs;
  }

  private async bill(organization: BillingOrganization, period: string, createdBy: string | null): Promise<BillingRunResponse> {
    const dates = billingPeriodDates(period);
    const { periodStart: from, periodEnd: to } = dates;
    const exceptions = await exceptionsTouching(this.dataSource, organization.id, from, to);
    const rules = await rulesInRange(this.dataSource, organization.id, from, to, exceptions);
    const services = await billableServices(this.dataSource, organization.id);
    const invoicedVisits = await invoicedVisitsTouching(this.dataSource, organization.id, from, to);
    const customersBilledForPeriod = await customersBilledFor(this.dataSource, organization.id, period);

    const selection = selectBillableVisits({ rules, exceptions, from, to, services, invoicedVisits, customersBilledForPeriod });
    if (selection.invoices.length === 0) return { created: 0, skipped: selection.skippedCustomerIds.length };
    const header = {
      dates,
      dueDate: invoiceDueDate(dates.invoiceDate, organization.invoiceDueDay),
      description: descriptionOf(period),
      createdBy,
    };
    const created = await insertBillingInvoices(this.dataSource, organization.id, header, selection.invoices);
    // Customers another run billed between this run's read and its insert are skipped too.
    return { created, skipped: selection.skippedCustomerIds.length + selection.invoices.length - created };
  }
}
