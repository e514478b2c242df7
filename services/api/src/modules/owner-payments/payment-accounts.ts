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
  created_from: Date | null;
  created_before: Date | null;
  months_since: Date | null;
}

/**
 * Reads the organization's connected account and time zone, and turns its yyyy-MM-dd days and months into instants
 * with PostgreSQL's time zone rules, in one statement.
 */
@Injectable()
export class PaymentAccounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(organizationId: string, wanted: InstantsWanted = {}): Promise<PaymentAccount & PaymentAccountInstants> {
    const [row] = await scopedSql(this.dataSource, organizationId).query<AccountRow>(
      `SELECT name, stripe_account_id, time_zone,
              ($2::date)::timestamp AT TIME ZONE time_zone AS created_from,
              ($3::date + 1)::timestamp AT TIME ZONE time_zone AS created_before,
              (date_trunc('month', $4::timestamptz AT TIME ZONE time_zone) - make_interval(months => $5::int - 1)) AT TIME ZONE time_zone AS months_since
         FROM organizations WHERE id = $1`,
      [wanted.from ?? null, wanted.to ?? null, wanted.now ?? null, wanted.months ?? null],
    );
    if (!row) throw new Error(`Organization ${organizationId} does not exist`);
    return {
      organizationName: row.name,
      accountId: row.stripe_account_id,
      timeZone: isTimeZone(row.time_zone) ? row.time_zone : DEFAULT_ORGANIZATION_TIME_ZONE,
      currency: DEFAULT_CURRENCY,
      createdFrom: row.created_from === null ? null : new Date(row.created_from),
      createdBefore: row.created_before === null ? null : new Date(row.created_before),
      monthsSince: row.months_since === null ? null : new Date(row.months_since),
    };
  }
}
