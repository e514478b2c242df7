import type { InvoiceCardSetupResponse } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { CardOnFileService } from '../invoices/card-on-file.service.js';
import type { Invoice } from '../invoices/entities/invoice.entity.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { PaymentsProvider, type ProviderSetupIntent } from '../payments/payments-provider.js';
import { InvoiceByToken } from './invoice-by-token.js';
import { assertCanStartPayment } from './invoice-payability.js';

/** How many confirmed-but-unused setups the lookup steps over before giving up (each needs a fresh card entry). */
const MAX_SETUP_HOPS = 20;

/**
 * POST /api/public/invoices/{token}/card-setup: a card setup (SetupIntent) for the invoice's customer, the same
 * one on every reload until it is confirmed or a payment was attempted, then a fresh one for the next card.
 */
@Injectable()
export class InvoiceCardSetupService {
  constructor(
    private readonly invoiceByToken: InvoiceByToken,
    private readonly provider: PaymentsProvider,
    private readonly cardOnFile: CardOnFileService,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async cardSetup(token: string): Promise<InvoiceCardSetupResponse> {
    const invoice = await this.invoiceByToken.find(token);
    const organization = await this.organizations.findOneByOrFail({ id: invoice.organizationId });
    assertCanStartPayment(invoice, organization);

    const providerCustomerId = await this.providerCustomerOf(invoice);
    const metadata = { organization_id: invoice.organizationId, customer_id: invoice.customerId, invoice_id: invoice.id };
    // Idempotency keys instead of a stored setup: a reload (or two tabs) gets the same intent from the provider.
    // Each payment attempt moves the counter on, so a card that failed is not offered again.
    const attempts = await this.attemptCount(invoice);
    let idempotencyKey = `fieldwise-invoice-${invoice.id}-setup-${attempts}-${providerCustomerId}`;
    for (let hop = 0; hop < MAX_SETUP_HOPS; hop += 1) {
      const intent = await this.provider.createSetupIntent({ customerId: providerCustomerId, metadata, idempotencyKey });
      if (intent.status !== 'succeeded' && intent.status !== 'canceled') return this.answer(intent);
      // Confirmed already (the page reloaded before paying): the customer enters a card again on a new setup.
      idempotencyKey = `fieldwise-invoice-${invoice.id}-setup-after-${intent.id}`;
    }
    throw new Error(`Invoice ${invoice.id} has more than ${MAX_SETUP_HOPS} confirmed card setups that were never used`);
  }

  /**
   * The customer's customer at the provider: the one of their card on file, else of the card they saved last,
   * else a new one (one per invoice, whatever the number of calls).
   */
  private async providerCustomerOf(invoice: Invoice): Promise<string> {
    const card = await this.cardOnFile.find(invoice.organizationId, invoice.customerId);
    if (card && card.provider === this.provider.kind) return card.providerCustomerId;
    const saved = await scopedSql(this.dataSource, invoice.organizationId).query<{ provider_customer_id: string }>(
      `SELECT provider_customer_id FROM customer_payment_methods
        WHERE organization_id = $1 AND customer_id = $2 AND provider = $3
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [invoice.customerId, this.provider.kind],
    );
    if (saved[0]) return saved[0].provider_customer_id;
    const customer = await scopedTo(this.customers, invoice.organizationId).findOne({ id: invoice.customerId });
    const created = await this.provider.createCustomer({
      email: customer?.email ?? null,
      name: customer?.name ?? null,
      metadata: { organization_id: invoice.organizationId, customer_id: invoice.customerId, invoice_id: invoice.id },
      idempotencyKey: `fieldwise-invoice-${invoice.id}-customer`,
    });
    return created.id;
  }

  private async attemptCount(invoice: Invoice): Promise<number> {
    const rows = await scopedSql(this.dataSource, invoice.organizationId).query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoice_payment_attempts WHERE organization_id = $1 AND invoice_id = $2`,
      [invoice.id],
    );
    return rows[0]?.n ?? 0;
  }

  private answer(intent: ProviderSetupIntent): InvoiceCardSetupResponse {
    const publishableKey = this.provider.publishableKey;
    return {
      provider: this.provider.kind,
      client_secret: intent.clientSecret,
      setup_intent_id: intent.id,
      ...(publishableKey ? { publishable_key: publishableKey } : {}),
    };
  }
}
