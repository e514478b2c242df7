import { paymentsCsvFileName } from '@fsp/contracts';
import { Injectable, Logger } from '@nestjs/common';
import type { Stringifier } from 'csv-stringify';
import { createdFormatter } from '../payments/payment-created-format.js';
import { PaymentsProvider, type ProviderPaymentFilter, type ProviderPaymentPage } from '../payments/payments-provider.js';
import type { PaymentListQueryDto } from './dto/payment-list-query.dto.js';
import { PaymentAccounts } from './payment-accounts.js';
import { toPaymentItem } from './payment-items.js';
import { providerFilterOf } from './payment-list.service.js';
import { paymentCsvRow, paymentsCsvStringifier } from './payments-csv.js';

/**
 * Payments asked of the provider at a time for the export: the sandbox reads them in one statement; the Stripe
 * adapter reads Stripe's pages of at most 100 within it. Memory stays flat: one such page at a time.
 */
const CSV_PAGE_SIZE = 1_000;

export interface PaymentsCsvFile {
  fileName: string;
  stream: Stringifier;
}

/** Resolves once the stream wants more, or has closed (the client went away). */
function drained(stream: Stringifier): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * GET /api/owner/stripe/payments?format=csv: every payment matching the filters (the cursor and page size are
 * ignored), page after page of the provider, streamed as CSV with backpressure. The first page is read before the
 * answer starts, so that a failure there still gets its status; a later failure is logged and aborts the download,
 * so that a cut-off file never looks complete.
 */
@Injectable()
export class PaymentsCsvExport {
  private readonly logger = new Logger('PaymentsCsvExport');

  constructor(
    private readonly accounts: PaymentAccounts,
    private readonly provider: PaymentsProvider,
  ) {}

  async export(organizationId: string, query: PaymentListQueryDto): Promise<PaymentsCsvFile> {
    const account = await this.accounts.read(organizationId, { from: query.from, to: query.to });
    const fileName = paymentsCsvFileName(account.organizationName, query.from ?? null, query.to ?? null);
    const stream = paymentsCsvStringifier();
    if (!account.accountId) {
      stream.end();
      return { fileName, stream };
    }
    const filter = providerFilterOf(query, account, { limit: CSV_PAGE_SIZE, startingAfter: null });
    const first = await this.provider.listPayments(account.accountId, filter);
    void this.writeAll(stream, { organizationId, accountId: account.accountId, filter, first, formatCreated: createdFormatter(account.timeZone) });
    return { fileName, stream };
  }

  private async writeAll(
    stream: Stringifier,
    { organizationId, accountId, filter, first, formatCreated }: {
      organizationId: string;
      accountId: string;
      filter: ProviderPaymentFilter;
      first: ProviderPaymentPage;
      formatCreated: (at: Date) => string;
    },
  ): Promise<void> {
    let page = first;
    let written = 0;
    try {
      for (;;) {
        for (const payment of page.payments) {
          if (stream.destroyed) return;
          written += 1;
          if (!stream.write(paymentCsvRow(toPaymentItem(payment, formatCreated)))) await drained(stream);
        }
        if (!page.hasMore || !page.nextCursor || stream.destroyed) break;
        page = await this.provider.listPayments(accountId, { ...filter, startingAfter: page.nextCursor });
      }
      if (!stream.destroyed) stream.end();
    } catch (error) {
      this.logger.error(
        `The CSV export of organization ${organizationId} stopped after ${written} rows: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
