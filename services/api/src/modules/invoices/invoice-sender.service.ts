import { INVOICE_API_ERRORS, INVOICE_MESSAGES, invoicePageUrl, type SendInvoiceResponse } from '@fsp/contracts';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProviderFailureException } from '../../common/errors/provider-failure.exception.js';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { MessageDeliveryError } from '../messaging/message-delivery-error.js';
import { Messenger } from '../messaging/messenger.service.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { consentedSmsPhoneSql } from './consented-sms-phone.js';
import { Invoice } from './entities/invoice.entity.js';
import { invoiceEmail, invoiceSms } from './invoice-message-text.js';
import { InvoicesService } from './invoices.service.js';

/**
 * Sends an invoice to its customer: an e-mail to the customer's address and, when they consented to text
 * messages, an SMS to the number they consented with; both carry the link to their invoice page.
 */
@Injectable()
export class InvoiceSender {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesService,
    private readonly messenger: Messenger,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * Every channel the customer has is tried; sent_at is stamped when one delivered. A delivery failure answers 502
   * "Failed to send invoice" (the outbox keeps the failed message and its reason). A paid invoice goes out as a copy.
   */
  async send(organizationId: string, invoiceId: string, now: Date = new Date()): Promise<SendInvoiceResponse> {
    const invoice = await this.invoices.detail(organizationId, invoiceId);
    const customer = await scopedTo(this.dataSource.getRepository(Customer), organizationId).findOne({ id: invoice.customer_id });
    const smsPhone = await this.consentedPhone(organizationId, invoice.customer_id);
    const email = customer?.email?.trim() || null;
    if (!email && !smsPhone) throw new BadRequestException(INVOICE_API_ERRORS.noRecipient);

    const organization = await this.dataSource.getRepository(Organization).findOneByOrFail({ id: organizationId });
    const text = {
      organization: { name: organization.name, email: organization.email, phoneNumber: organization.phoneNumber },
      invoice,
      link: invoicePageUrl(this.config.appBaseUrl, await this.publicToken(organizationId, invoiceId)),
    };

    const delivered = { email: false, sms: false };
    const failures: MessageDeliveryError[] = [];
    const deliver = async (channel: 'email' | 'sms', send: () => Promise<unknown>) => {
      try {
        await send();
        delivered[channel] = true;
      } catch (error) {
        // The Messenger logged the reason and kept the message as failed.
        if (!(error instanceof MessageDeliveryError)) throw error;
        failures.push(error);
      }
    };
    if (email) {
      const { subject, body } = invoiceEmail(text);
      await deliver('email', () => this.messenger.send({ channel: 'email', to: email, subject, body, organizationId }));
    }
    if (smsPhone) {
      const body = invoiceSms(text);
      await deliver('sms', () => this.messenger.send({ channel: 'sms', to: smsPhone, subject: null, body, organizationId }));
    }

    if (delivered.email || delivered.sms) await this.dataSource.getRepository(Invoice).update({ id: invoiceId, organizationId }, { sentAt: now });
    if (failures.length > 0) throw new ProviderFailureException(INVOICE_MESSAGES.failedToSend, { cause: failures[0] });
    return { ok: true, ...delivered };
  }

  /** The number of the customer's latest SMS consent, or null without one. */
  private async consentedPhone(organizationId: string, customerId: string): Promise<string | null> {
    const rows = await scopedSql(this.dataSource, organizationId).query<{ phone_number: string | null }>(
      `SELECT ${consentedSmsPhoneSql('$2')} AS phone_number`,
      [customerId],
    );
    return rows[0]?.phone_number ?? null;
  }

  private async publicToken(organizationId: string, invoiceId: string): Promise<string> {
    const invoice = await scopedTo(this.dataSource.getRepository(Invoice), organizationId)
      .queryBuilder('invoice')
      .addSelect('invoice.publicToken')
      .andWhere('invoice.id = :invoiceId', { invoiceId })
      .getOneOrFail();
    return invoice.publicToken;
  }
}
