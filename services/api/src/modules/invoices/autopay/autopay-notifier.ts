import { invoicePageUrl, notificationPrefsWithDefaults } from '@fsp/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { scopedSql } from '../../../common/tenancy/organization-scoped-sql.js';
import { API_CONFIG, type ApiConfig } from '../../../config/api-config.js';
import { Messenger } from '../../messaging/messenger.service.js';
import type { SendMessageInput } from '../../messaging/messenger.service.js';
import type { Organization } from '../../organizations/entities/organization.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { autopayGaveUpEmail, paymentFailedEmail, paymentFailedSms, receiptEmail, type PaymentTextInput } from './autopay-message-text.js';
import { consentedSmsPhoneSql } from '../consented-sms-phone.js';

interface InvoiceRecipientRow {
  organization: { name: string; email: string | null; time_zone: string; owner_user_id: string | null };
  public_token: string;
  total_cents: number;
  currency: string;
  customer_name: string | null;
  customer_email: string | null;
  sms_phone: string | null;
}

type RecipientOrganization = Pick<Organization, 'id' | 'name' | 'email' | 'timeZone' | 'ownerUserId'>;

interface Recipients {
  organization: RecipientOrganization;
  invoice: InvoiceRecipientRow;
  text: PaymentTextInput;
}

export interface ReceiptInput {
  customerEmail: string | null;
  organizationName: string;
  timeZone: string;
  publicToken: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  card: { brand: string | null; last4: string | null } | null;
}

export interface FailureNotice {
  reason: string;
  authenticationRequired: boolean;
  nextAttemptAt: Date | null;
}

/**
 * The messages a card payment sends: the customer's receipt, the customer's "payment failed" e-mail (and SMS when
 * they consented to texts) with their invoice link, and the owner's e-mail once automatic payment gave up (unless
 * the owner turned billing alerts off). Sent
 * after the payment's outcome is committed; a message that cannot be delivered is logged (it stays in the outbox
 * as failed) and never undoes the payment's outcome.
 */
@Injectable()
export class AutopayNotifier {
  private readonly logger = new Logger('AutopayNotifier');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messenger: Messenger,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** The receipt, from what the settlement already read (no query of its own: it is sent for every card payment). */
  async receipt(organizationId: string, receipt: ReceiptInput): Promise<void> {
    if (!receipt.customerEmail) return;
    const text = receiptEmail({
      organizationName: receipt.organizationName,
      amountCents: receipt.amountCents,
      currency: receipt.currency,
      link: invoicePageUrl(this.config.appBaseUrl, receipt.publicToken),
      paidAt: receipt.paidAt,
      timeZone: receipt.timeZone,
      card: receipt.card,
    });
    await this.send({ channel: 'email', to: receipt.customerEmail, subject: text.subject, body: text.body, organizationId });
  }

  async paymentFailed(organizationId: string, invoiceId: string, notice: FailureNotice): Promise<void> {
    const recipients = await this.recipientsOf(organizationId, invoiceId);
    if (!recipients) return;
    const input = { ...recipients.text, ...notice, timeZone: recipients.organization.timeZone };
    const { customer_email: email, sms_phone: phone } = recipients.invoice;
    if (email) {
      const text = paymentFailedEmail(input);
      await this.send({ channel: 'email', to: email, subject: text.subject, body: text.body, organizationId });
    }
    if (phone) await this.send({ channel: 'sms', to: phone, subject: null, body: paymentFailedSms(input), organizationId });
  }

  async autopayGaveUp(organizationId: string, invoiceId: string, failure: { reason: string; attempts: number }): Promise<void> {
    const recipients = await this.recipientsOf(organizationId, invoiceId);
    if (!recipients) return;
    const to = await this.billingAlertRecipientOf(recipients.organization);
    if (!to) return;
    const text = autopayGaveUpEmail({
      ...recipients.text,
      ...failure,
      customerName: recipients.invoice.customer_name ?? 'A customer',
    });
    await this.send({ channel: 'email', to, subject: text.subject, body: text.body, organizationId });
  }

  private async send(message: SendMessageInput): Promise<void> {
    try {
      await this.messenger.send(message);
    } catch (error) {
      this.logger.warn(`A payment ${message.channel} message could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async recipientsOf(organizationId: string, invoiceId: string): Promise<Recipients | null> {
    const [row] = await scopedSql(this.dataSource, organizationId).query<InvoiceRecipientRow>(
      `SELECT i.public_token, i.total_cents, i.currency, c.name AS customer_name, c.email AS customer_email,
              ${consentedSmsPhoneSql('c.id')} AS sms_phone,
              (SELECT row_to_json(organizations) FROM organizations WHERE id = $1) AS organization
         FROM invoices i
         JOIN customers c ON c.id = i.customer_id AND c.organization_id = $1
        WHERE i.organization_id = $1 AND i.id = $2`,
      [invoiceId],
    );
    if (!row) return null;
    const organization = {
      id: organizationId,
      name: row.organization.name,
      email: row.organization.email,
      timeZone: row.organization.time_zone,
      ownerUserId: row.organization.owner_user_id,
    };
    return {
      organization,
      invoice: row,
      text: {
        organizationName: organization.name,
        amountCents: row.total_cents,
        currency: row.currency,
        link: invoicePageUrl(this.config.appBaseUrl, row.public_token),
      },
    };
  }

  /**
   * Where the owner's billing alerts go: the organization's owner (its recorded owner, else its first owner) when
   * their billing_alerts preference is on (the default), nowhere when they turned it off; the business's own
   * address only when the organization has no owner to ask.
   */
  private async billingAlertRecipientOf(organization: RecipientOrganization): Promise<string | null> {
    const users = this.dataSource.getRepository(User);
    const recorded = organization.ownerUserId ? await users.findOneBy({ id: organization.ownerUserId }) : null;
    const owner = recorded ?? (await users.findOne({ where: { organizationId: organization.id, role: 'owner', status: 'active' }, order: { createdAt: 'ASC' } }));
    if (!owner) return organization.email;
    return notificationPrefsWithDefaults(owner.notificationPrefs).billing_alerts ? owner.email : null;
  }
}
