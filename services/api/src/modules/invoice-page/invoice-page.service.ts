import { isInvoicePaid, type PublicInvoiceView } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { CardOnFileService } from '../invoices/card-on-file.service.js';
import type { Invoice } from '../invoices/entities/invoice.entity.js';
import { InvoiceLine } from '../invoices/entities/invoice-line.entity.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { InvoiceByToken } from './invoice-by-token.js';
import { isPayableStatus, takesCardPayments } from './invoice-payability.js';

/** GET /api/public/invoices/{token}: what the customer sees of their invoice. */
@Injectable()
export class InvoicePageService {
  constructor(
    private readonly invoiceByToken: InvoiceByToken,
    private readonly cardOnFile: CardOnFileService,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    @InjectRepository(InvoiceLine) private readonly lines: Repository<InvoiceLine>,
  ) {}

  async view(token: string): Promise<PublicInvoiceView> {
    const invoice = await this.invoiceByToken.find(token);
    const organizationId = invoice.organizationId;
    const [organization, customer, lines, card] = await Promise.all([
      this.organizations.findOneByOrFail({ id: organizationId }),
      scopedTo(this.customers, organizationId).findOne({ id: invoice.customerId }),
      this.linesOf(invoice),
      this.cardOnFile.find(organizationId, invoice.customerId),
    ]);
    const paid = isInvoicePaid(invoice.status);
    return {
      organization: { name: organization.name, email: organization.email, phone_number: organization.phoneNumber },
      customer_name: customer?.name ?? null,
      lines: lines.map((line) => ({
        id: line.id,
        service_label: line.serviceLabel,
        visit_date: line.visitDate,
        amount_cents: line.amountCents,
      })),
      total_cents: invoice.totalCents,
      currency: invoice.currency,
      status: invoice.status,
      due_date: invoice.dueDateOverride ?? invoice.dueDate,
      invoice_date: invoice.invoiceDate,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      paid_at: invoice.paidAt ? invoice.paidAt.toISOString() : null,
      failure_reason: paid ? null : invoice.failureReason,
      card_on_file: card ? { brand: card.brand, last4: card.last4 } : null,
      can_pay: isPayableStatus(invoice.status) && takesCardPayments(organization),
    };
  }

  private linesOf(invoice: Invoice): Promise<InvoiceLine[]> {
    return scopedTo(this.lines, invoice.organizationId)
      .queryBuilder('line')
      .andWhere('line.invoiceId = :invoiceId', { invoiceId: invoice.id })
      .orderBy('line.position', 'ASC')
      .addOrderBy('line.visitDate', 'ASC')
      .addOrderBy('line.id', 'ASC')
      .getMany();
  }
}
