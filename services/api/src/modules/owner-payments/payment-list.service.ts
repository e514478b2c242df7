import { PAYMENT_STATUS_ANY, PAYMENTS_DEFAULT_PAGE_SIZE, type PaymentListResponse } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { createdFormatter } from '../payments/payment-created-format.js';
import { PaymentsProvider, type ProviderPaymentFilter } from '../payments/payments-provider.js';
import type { PaymentListQueryDto } from './dto/payment-list-query.dto.js';
import { PaymentAccounts, type PaymentAccountInstants } from './payment-accounts.js';
import { toPaymentItem } from './payment-items.js';

/** The provider's filter for the screens' query; `limit` and the cursor are the caller's. */
export function providerFilterOf(
  query: Pick<PaymentListQueryDto, 'q' | 'status'>,
  instants: Pick<PaymentAccountInstants, 'createdFrom' | 'createdBefore'>,
  page: { limit: number; startingAfter: string | null },
): ProviderPaymentFilter {
  return {
    createdFrom: instants.createdFrom,
    createdBefore: instants.createdBefore,
    status: query.status && query.status !== PAYMENT_STATUS_ANY ? query.status : null,
    search: query.q || null,
    limit: page.limit,
    startingAfter: page.startingAfter,
  };
}

/** GET /api/owner/stripe/payments: one page of the connected account's payments, newest first. */
@Injectable()
export class PaymentList {
  constructor(
    private readonly accounts: PaymentAccounts,
    private readonly provider: PaymentsProvider,
  ) {}

  async page(organizationId: string, query: PaymentListQueryDto): Promise<PaymentListResponse> {
    const account = await this.accounts.read(organizationId, { from: query.from, to: query.to });
    if (!account.accountId) {
      return { ok: true, error: null, hasAccount: false, accountId: null, items: [], has_more: false, next_cursor: null };
    }
    const filter = providerFilterOf(query, account, { limit: query.limit ?? PAYMENTS_DEFAULT_PAGE_SIZE, startingAfter: query.starting_after ?? null });
    const page = await this.provider.listPayments(account.accountId, filter);
    const formatCreated = createdFormatter(account.timeZone);
    return {
      ok: true,
      error: null,
      hasAccount: true,
      accountId: account.accountId,
      items: page.payments.map((payment) => toPaymentItem(payment, formatCreated)),
      has_more: page.hasMore,
      next_cursor: page.hasMore ? page.nextCursor : null,
    };
  }
}
