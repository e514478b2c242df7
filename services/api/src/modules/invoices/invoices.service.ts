import {
  INVOICE_API_ERRORS,
  INVOICE_MESSAGES,
  invoiceDueDate,
  isMiscEventRuleId,
  type CreateInvoiceFromOccurrenceRequest,
  type CreateInvoiceResponse,
  type MarkInvoicePaidResponse,
} from '@fsp/contracts';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/errors/postgres-error.js';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { ScheduleVisits } from '../schedule/schedule-visits.service.js';
import { Service } from '../services/entities/service.entity.js';
import { Invoice } from './entities/invoice.entity.js';
import { toInvoiceRecord } from './invoice-record.mapper.js';

@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly scheduleVisits: ScheduleVisits,
  ) {}

  /**
   * Bills one visit of a one-off rule: the service's price, due on the organization's due day. `date` is the
   * date the visit is shown on (after a move, the new one); the unique index on (rule, date) turns a second
   * invoice for the same visit into a 409.
   */
  async createFromOccurrence(
    organizationId: string,
    createdBy: string,
    { rule_id: ruleId, date }: CreateInvoiceFromOccurrenceRequest,
  ): Promise<CreateInvoiceResponse> {
    if (isMiscEventRuleId(ruleId)) throw new BadRequestException(INVOICE_MESSAGES.cannotInvoiceMiscEvent);
    // One transaction with the rule locked: the visit cannot be skipped, moved or removed between the check and the insert.
    return this.dataSource.transaction(async (manager) => {
      const { rule } = await this.scheduleVisits.visitOn(organizationId, ruleId, date, { db: manager, lock: true });
      if (rule.pattern !== 'once') throw new BadRequestException(INVOICE_MESSAGES.onlyOneOffInvoiced);

      const service = await scopedTo(manager.getRepository(Service), organizationId).findOneOrFail({ id: rule.serviceId });
      const customer = await scopedTo(manager.getRepository(Customer), organizationId).findOneOrFail({ id: rule.customerId });
      const organization = await manager.getRepository(Organization).findOneByOrFail({ id: organizationId });
      const invoices = manager.getRepository(Invoice);

      let invoiceId: string;
      try {
        const inserted = await invoices.insert({
          organizationId,
          customerId: customer.id,
          ruleId: rule.id,
          occurrenceDate: date,
          description: service.name,
          totalCents: service.priceCents,
          currency: service.currency,
          status: 'open',
          dueDate: invoiceDueDate(date, organization.invoiceDueDay),
          periodStart: date,
          periodEnd: date,
          createdBy,
        });
        invoiceId = String(inserted.identifiers[0]?.['id']);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictException(INVOICE_API_ERRORS.alreadyInvoiced);
        throw error;
      }
      const invoice = toInvoiceRecord(await invoices.findOneByOrFail({ id: invoiceId }), customer);
      return { ok: true, id: invoice.id, invoice_id: invoice.id, invoice };
    });
  }

  /** open → paid, once; the conditional update keeps two concurrent calls from both succeeding. */
  async markPaid(organizationId: string, invoiceId: string): Promise<MarkInvoicePaidResponse> {
    const invoices = scopedTo(this.invoices, organizationId);
    const existing = await invoices.findOneOrFail({ id: invoiceId }, INVOICE_API_ERRORS.notFound);
    const updated = await this.invoices.update({ id: existing.id, organizationId, status: 'open' }, { status: 'paid', paidAt: new Date() });
    if (!updated.affected) throw new ConflictException(INVOICE_API_ERRORS.alreadyPaid);
    const paid = await invoices.findOneOrFail({ id: invoiceId }, INVOICE_API_ERRORS.notFound);
    const customer = await this.customers.findOneBy({ id: paid.customerId, organizationId });
    return { ok: true, invoice: toInvoiceRecord(paid, customer) };
  }
}
