import { DEFAULT_ORGANIZATION_TIME_ZONE, isTimeZone } from '@fsp/contracts';
import type { DataSource } from 'typeorm';
import { scopedSql } from '../../../common/tenancy/organization-scoped-sql.js';
import type { ProviderBalance, ProviderPayment } from '../payments-provider.js';
import { sandboxBalance } from './sandbox-balance.js';
import { isSandboxSecret, sandboxSecret } from './sandbox-ids.js';
import { listSandboxPayments } from './sandbox-payment-list.js';

/** Like Stripe's Express login links, which work for a few minutes. */
export const SANDBOX_DASHBOARD_LINK_TTL_MS = 5 * 60_000;

export const SANDBOX_DASHBOARD_PATH = '/api/public/payments-sandbox/dashboard';

/** How many of the latest payments the dashboard page lists. */
export const SANDBOX_DASHBOARD_PAYMENTS = 100;

/** What the sandbox's dashboard page shows of an account. */
export interface SandboxDashboard {
  accountId: string;
  businessName: string;
  /** The organization's time zone (the default one when the stored name is unknown), for the payments' dates. */
  timeZone: string;
  balance: ProviderBalance;
  payments: ProviderPayment[];
}

/** A new dashboard address for the account, valid SANDBOX_DASHBOARD_LINK_TTL_MS. */
export async function createSandboxDashboardLink(dataSource: DataSource, appBaseUrl: string, accountId: string, now: Date): Promise<{ url: string }> {
  const token = sandboxSecret();
  await dataSource.query(`INSERT INTO sandbox_dashboard_links (token, account_id, expires_at) VALUES ($1, $2, $3)`, [
    token,
    accountId,
    new Date(now.getTime() + SANDBOX_DASHBOARD_LINK_TTL_MS),
  ]);
  return { url: `${appBaseUrl}${SANDBOX_DASHBOARD_PATH}/${token}` };
}

/** The account behind an unexpired link, with its balance at `now` and its latest payments; null for an unknown or expired link. */
export async function openSandboxDashboard(dataSource: DataSource, token: string, now: Date): Promise<SandboxDashboard | null> {
  if (!isSandboxSecret(token)) return null;
  const accounts = (await dataSource.query(
    `SELECT a.id, a.business_name, a.organization_id
       FROM sandbox_dashboard_links l
       JOIN sandbox_connected_accounts a ON a.id = l.account_id
      WHERE l.token = $1 AND l.expires_at > $2`,
    [token, now],
  )) as Array<{ id: string; business_name: string; organization_id: string }>;
  const account = accounts[0];
  if (!account) return null;
  const [organizations, balance, page] = await Promise.all([
    scopedSql(dataSource, account.organization_id).query<{ time_zone: string }>(`SELECT time_zone FROM organizations WHERE id = $1`),
    sandboxBalance(dataSource, account.id, now),
    listSandboxPayments(dataSource, account.id, {
      createdFrom: null,
      createdBefore: null,
      status: null,
      search: null,
      limit: SANDBOX_DASHBOARD_PAYMENTS,
      startingAfter: null,
    }),
  ]);
  const timeZone = organizations[0]?.time_zone;
  return {
    accountId: account.id,
    businessName: account.business_name,
    timeZone: isTimeZone(timeZone) ? timeZone : DEFAULT_ORGANIZATION_TIME_ZONE,
    balance,
    payments: page.payments,
  };
}
