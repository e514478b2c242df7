/** The sandbox's stand-in for Stripe's Express dashboard: an account's balance and latest payments, read-only. */
import {
  formatMoney,
  PAYMENT_ACTIVITY_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  type CurrencyAmount,
  type PAYMENT_CSV_COLUMNS,
} from '@fsp/contracts';
import { createdFormatter } from '../payment-created-format.js';
import type { ProviderPayment } from '../payments-provider.js';
import type { SandboxDashboard } from './sandbox-dashboard.js';
import { escapeHtml, sandboxHtmlPage } from './sandbox-html-page.js';

export const SANDBOX_DASHBOARD_CLOSED = 'This dashboard link has expired or is not valid.';

/** The Reports columns' words (less Method), with what was refunded after the amount. */
const PAYMENT_COLUMNS: Array<{ label: (typeof PAYMENT_CSV_COLUMNS)[number] | typeof PAYMENT_ACTIVITY_MESSAGES.refundedColumn; number?: boolean }> = [
  { label: 'Created' },
  { label: 'Customer' },
  { label: 'Description' },
  { label: 'Amount', number: true },
  { label: PAYMENT_ACTIVITY_MESSAGES.refundedColumn, number: true },
  { label: 'Fee', number: true },
  { label: 'Net', number: true },
  { label: 'Status' },
];

const cell = (text: string, number = false) => `<td${number ? ' class="number"' : ''}>${escapeHtml(text)}</td>`;

function balanceTable(balance: SandboxDashboard['balance']): string {
  const currencies = [...new Set([...balance.available, ...balance.pending].map((entry) => entry.currency))];
  if (currencies.length === 0) return `<p class="muted">${escapeHtml(PAYMENT_MESSAGES.noBalanceYet)}</p>`;
  const amountIn = (list: CurrencyAmount[], currency: string) => list.find((entry) => entry.currency === currency)?.amount ?? 0;
  const rows = currencies.map(
    (currency) =>
      `<tr>${cell(currency)}${cell(formatMoney(amountIn(balance.available, currency), currency), true)}${cell(
        formatMoney(amountIn(balance.pending, currency), currency),
        true,
      )}</tr>`,
  );
  const head = [PAYMENT_ACTIVITY_MESSAGES.currency, PAYMENT_ACTIVITY_MESSAGES.available, PAYMENT_ACTIVITY_MESSAGES.pending]
    .map((label, index) => `<th scope="col"${index > 0 ? ' class="number"' : ''}>${escapeHtml(label)}</th>`)
    .join('');
  return `<div class="table"><table>
<thead><tr>${head}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></div>`;
}

function paymentRow(payment: ProviderPayment, formatCreated: (at: Date) => string): string {
  const money = (cents: number) => formatMoney(cents, payment.currency);
  return `<tr>${[
    cell(formatCreated(payment.created)),
    cell(payment.customerName ?? payment.customerEmail ?? ''),
    cell(payment.description ?? ''),
    cell(money(payment.amountCents), true),
    cell(money(payment.amountRefundedCents), true),
    cell(money(payment.feeCents), true),
    cell(money(payment.netCents), true),
    cell(PAYMENT_STATUS_LABELS[payment.status]),
  ].join('')}</tr>`;
}

function paymentsTable(dashboard: SandboxDashboard): string {
  if (dashboard.payments.length === 0) return `<p class="muted">${escapeHtml(PAYMENT_ACTIVITY_MESSAGES.noPaymentsYet)}</p>`;
  const formatCreated = createdFormatter(dashboard.timeZone);
  const head = PAYMENT_COLUMNS.map((column) => `<th scope="col"${column.number ? ' class="number"' : ''}>${escapeHtml(column.label)}</th>`).join('');
  return `<div class="table"><table>
<thead><tr>${head}</tr></thead>
<tbody>
${dashboard.payments.map((payment) => paymentRow(payment, formatCreated)).join('\n')}
</tbody>
</table></div>`;
}

/** The account's page: who it is, its balance per currency and its latest payments. */
export function sandboxDashboardPage(dashboard: SandboxDashboard): string {
  return sandboxHtmlPage(
    `Sandbox dashboard: ${dashboard.businessName}`,
    `<h1>Sandbox dashboard for ${escapeHtml(dashboard.businessName)}</h1>
<p class="muted">Account ${escapeHtml(dashboard.accountId)}. This is the sandbox payment provider: no real money moves and nothing is paid out.</p>
<h2>${escapeHtml(PAYMENT_ACTIVITY_MESSAGES.balanceTitle)}</h2>
${balanceTable(dashboard.balance)}
<h2>${escapeHtml(PAYMENT_ACTIVITY_MESSAGES.latestPayments)}</h2>
${paymentsTable(dashboard)}`,
    { wide: true },
  );
}

/** For an unknown or expired dashboard link. */
export function sandboxDashboardClosedPage(): string {
  return sandboxHtmlPage(
    SANDBOX_DASHBOARD_CLOSED,
    `<h1>${escapeHtml(SANDBOX_DASHBOARD_CLOSED)}</h1>
<p>Open the dashboard again from the app: each link works for a few minutes.</p>`,
  );
}
