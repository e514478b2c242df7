import { isoDateIn, PAYMENT_MESSAGES, type BalanceResponse, type DashboardLinkResponse, type EarningsResponse } from '@fsp/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { usdFirst } from '../payments/currency-order.js';
import { PaymentsProvider } from '../payments/payments-provider.js';
import { OwnerPaymentsClock } from './owner-payments-clock.js';
import { PaymentAccounts } from './payment-accounts.js';

/** The `count` months (YYYY-MM) ending with `last`, oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const index = Number(last.slice(0, 4)) * 12 + Number(last.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, position) => {
    const month = index - (count - 1 - position);
    return `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

/** The balance card and Insights: the connected account's balance, monthly earnings and its dashboard link. */
@Injectable()
export class PaymentInsights {
  constructor(
    private readonly accounts: PaymentAccounts,
    private readonly provider: PaymentsProvider,
    private readonly clock: OwnerPaymentsClock,
  ) {}

  async balance(organizationId: string): Promise<BalanceResponse> {
    const account = await this.accounts.read(organizationId);
    if (!account.accountId) return { ok: true, error: null, hasAccount: false, accountId: null, available: [], pending: [] };
    const balance = await this.provider.retrieveBalance(account.accountId);
    return { ok: true, error: null, hasAccount: true, accountId: account.accountId, available: usdFirst(balance.available), pending: usdFirst(balance.pending) };
  }

  /** One bucket per month of the organization's time zone, the current one last; months without payments hold 0. */
  async earnings(organizationId: string, months: number): Promise<EarningsResponse> {
    const now = this.clock.now();
    const account = await this.accounts.read(organizationId, { now, months });
    const periods = monthsEndingWith(isoDateIn(account.timeZone, now).slice(0, 7), months);
    const byPeriod = new Map<string, { netCents: number; count: number }>();
    if (account.accountId && account.monthsSince) {
      const earned = await this.provider.earnings(account.accountId, { since: account.monthsSince, now, timeZone: account.timeZone, currency: account.currency });
      for (const month of earned) byPeriod.set(month.period, month);
    }
    return {
      ok: true,
      buckets: periods.map((period) => ({
        period,
        net_minor: byPeriod.get(period)?.netCents ?? 0,
        count: byPeriod.get(period)?.count ?? 0,
        currency: account.currency,
      })),
    };
  }

  async dashboardLink(organizationId: string): Promise<DashboardLinkResponse> {
    const account = await this.accounts.read(organizationId);
    if (!account.accountId) throw new ConflictException(PAYMENT_MESSAGES.noPaymentAccount);
    const { url } = await this.provider.createDashboardLink(account.accountId);
    return { url };
  }
}
