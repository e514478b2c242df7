import { DEFAULT_CURRENCY, DEFAULT_ORGANIZATION_TIME_ZONE, isTimeZone } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';

/** What the owner's payment calls need of the organization. */
export interface PaymentAccount {
  organizationName: string;
  /** The connected account (Stripe Connect, or the sandbox's); null until onboarding started. */
  accountId: string | null;
  timeZone: string;
  currency: string;
}

/** Days and months of the organization's time zone, as instants (null when not asked for). */
export interface PaymentAccountInstants {
  /** The start of the `from` day. */
  createdFrom: Date | null;
  /** The start of the day after the `to` day. */
  createdBefore: Date | null;
  /** The start of the month `months − 1` months before the month holding `now`. */
  monthsSince: Date | null;
}

export interface InstantsWanted {
  from?: string | null;
  to?: string | null;
  now?: Date | null;
  months?: number | null;
}

interface AccountRow {
  name: string;
  stripe_account_id: string | null;
  time_zone: string | null;
}

interface InstantsRow {
  created_from: Date | null;
  created_before: Date | null;
  months_since: Date | null;
}

const NO_INSTANTS: PaymentAccountInstants = { createdFrom: null, createdBefore: null, monthsSince: null };
const instantOf = (value: Date | null): Date | null => (value === null ? null : new Date(value));

/**
 * Reads the organization's connected account and time zone (the default one when the stored name is not a zone the
 * runtime knows), and, when `wanted` is given, turns its yyyy-MM-dd days and months into instants with PostgreSQL's
 * time zone rules in that same checked zone, so that the days and the times shown agree.
 */
@Injectable()
export class PaymentAccounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(organizationId: string, wanted?: InstantsWanted): Promise<PaymentAccount & PaymentAccountInstants> {
    const [row] = await scopedSql(this.dataSource, organizationId).query<AccountRow>(
      `SELECT name, stripe_account_id, time_zone FROM organizations WHERE id = $1`,
    );
    if (!row) throw new Error(`Organization ${organizationId} does not exist`);
    const timeZone = isTimeZone(row.time_zone) ? row.time_zone : DEFAULT_ORGANIZATION_TIME_ZONE;
    const account: PaymentAccount = {
      organizationName: row.name,
      accountId: row.stripe_account_id,
      timeZone,
      currency: DEFAULT_CURRENCY,
    };
    // A page without dates (the usual one) costs no second statement.
    const asked = wanted !== undefined && Object.values(wanted).some((value) => value !== null && value !== undefined);
    return { ...account, ...(asked ? await this.instants(timeZone, wanted) : NO_INSTANTS) };
  }

  /** One statement on no table: the instants of `wanted` in `timeZone`. */
  private async instants(timeZone: string, wanted: InstantsWanted): Promise<PaymentAccountInstants> {
    const [row] = (await this.dataSource.query(
      `SELECT ($1::date)::timestamp AT TIME ZONE $5::text AS created_from,
              ($2::date + 1)::timestamp AT TIME ZONE $5::text AS created_before,
              (date_trunc('month', $3::timestamptz AT TIME ZONE $5::text) - make_interval(months => $4::int - 1)) AT TIME ZONE $5::text AS months_since`,
      [wanted.from ?? null, wanted.to ?? null, wanted.now ?? null, wanted.months ?? null, timeZone],
    )) as InstantsRow[];
    return {
      createdFrom: instantOf(row?.created_from ?? null),
      createdBefore: instantOf(row?.created_before ?? null),
      monthsSince: instantOf(row?.months_since ?? null),
    };
  }
}
