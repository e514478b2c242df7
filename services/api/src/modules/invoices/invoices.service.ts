import {
  INVOICE_API_ERRORS,
  INVOICE_MESSAGES,
  invoiceDueDate,
  isInvoicePaid,
  isMiscEventRuleId,
  type CreateInvoiceFromOccurrenceRequest,
  type CreateInvoiceResponse,
  type InvoiceDetail,
  type InvoiceRecord,
  type InvoiceResponse,
  type MarkInvoicePaidResponse,
} from '@fsp/contracts';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Not, Repository, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/errors/postgres-error.js';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { ScheduleVisits } from '../schedule/schedule-visits.service.js';
import { Service } from '../services/entities/service.entity.js';
import { CardOnFileService } from './card-on-file.service.js';
import { InvoiceLine } from './entities/invoice-line.entity.js';
import { InvoicePaymentAttempt } from './entities/invoice-payment-attempt.entity.js';
import { Invoice } from './entities/invoice.entity.js';
import { Payment } from './entities/payment.entity.js';
import { toInvoiceLineRecord, toInvoiceRecord, toPaymentAttemptRecord } from './invoice-record.mapper.js';
import { PAID_INVOICE_STATUSES, SETTLED_INVOICE_STATUSES } from './invoice-status-sets.js';

/** The organization's invoices: the list, one invoice with its lines and attempts, due dates and manual payments. */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly scheduleVisits: ScheduleVisits,
    private readonly cards: CardOnFileService,
  ) {}

  /** Newest first, in three statements whatever their number: the invoices, their customers, their cards on file. */
  async list(organizationId: string): Promise<InvoiceRecord[]> {
    const invoices = await scopedTo(this.invoices, organizationId)
      .queryBuilder('invoice')
      .orderBy('invoice.createdAt', 'DESC')
      .addOrderBy('invoice.id', 'DESC')
      .getMany();
    const customerIds = [...new Set(invoices.map((invoice) => invoice.customerId))];
    if (customerIds.length === 0) return [];
    const customers = new Map((await scopedTo(this.customers, organizationId).find({ id: In(customerIds) })).map((customer) => [customer.id, customer]));
    const cards = await this.cards.findMany(organizationId, customerIds);
    return invoices.map((invoice) => toInvoiceRecord(invoice, customers.get(invoice.customerId) ?? null, cards.has(invoice.customerId)));
  }

  /** One invoice as the list shows it; 404 when it is missing or another organization's. */
  async record(organizationId: string, invoiceId: string, db: DataSource | EntityManager = this.dataSource): Promise<InvoiceRecord> {
    const invoice = await scopedTo(db.getRepository(Invoice), organizationId).findOneOrFail({ id: invoiceId }, INVOICE_API_ERRORS.notFound);
    return this.recordOf(organizationId, invoice, db);
  }

  /** The invoice with its lines (in order) and its payment attempts (by attempt number). */
  async detail(organizationId: string, invoiceId: string, db: DataSource | EntityManager = this.dataSource): Promise<InvoiceDetail> {
    const record = await this.record(organizationId, invoiceId, db);
    const lines = await scopedTo(db.getRepository(InvoiceLine), organizationId)
      .queryBuilder('line')
      .andWhere('line.invoiceId = :invoiceId', { invoiceId })
      .orderBy('line.position', 'ASC')
      .addOrderBy('line.visitDate', 'ASC')
      .addOrderBy('line.id', 'ASC')
      .getMany();
    const attempts = await scopedTo(db.getRepository(InvoicePaymentAttempt), organizationId)
      .queryBuilder('attempt')
      .andWhere('attempt.invoiceId = :invoiceId', { invoiceId })
      .orderBy('attempt.attemptNumber', 'ASC')
      .getMany();
    return { ...record, lines: lines.map(toInvoiceLineRecord), attempts: attempts.map(toPaymentAttemptRecord) };
  }

  /** Sets (yyyy-MM-dd) or clears (null) the due-date override; a paid (or refunded) invoice refuses with 409. */
  async updateDueDate(organizationId: string, invoiceId: string, dueDate: string | null): Promise<InvoiceResponse> {
    const invoice = await scopedTo(this.invoices, organizationId).findOneOrFail({ id: invoiceId }, INVOICE_API_ERRORS.notFound);
    if (isInvoicePaid(invoice.status)) throw new ConflictException(INVOICE_API_ERRORS.paidCannotChange);
    // Conditional, so that a payment settling meanwhile wins over the edit.
    const updated = await this.invoices.update(
      { id: invoice.id, organizationId, status: Not(In(PAID_INVOICE_STATUSES)) },
      { dueDateOverride: dueDate },
    );
    if (!updated.affected) throw new ConflictException(INVOICE_API_ERRORS.paidCannotChange);
    return { ok: true, invoice: await this.record(organizationId, invoiceId) };
  }

  /**
   * Bills one visit of a one-off rule: the service's price, issued on the visit's date and due on the
   * organization's due day. `date` is the date the visit is shown on (after a move, the new one); the unique
   * indexes on the invoice's (rule, date) and on its line's turn a second invoice for the same visit into a 409.
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

      let invoiceId: string;
      try {
        const inserted = await manager.getRepository(Invoice).insert({
          organizationId,
          customerId: customer.id,
          ruleId: rule.id,
          occurrenceDate: date,
          description: service.name,
          totalCents: service.priceCents,
          currency: service.currency,
          status: 'open',
          invoiceDate: date,
          dueDate: invoiceDueDate(date, organization.invoiceDueDay),
          periodStart: date,
          periodEnd: date,
          createdBy,
        });
        invoiceId = String(inserted.identifiers[0]?.['id']);
        await manager.getRepository(InvoiceLine).insert({
          organizationId,
          invoiceId,
          position: 0,
          ruleId: rule.id,
          visitDate: date,
          serviceLabel: service.name,
          amountCents: service.priceCents,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictException(INVOICE_API_ERRORS.alreadyInvoiced);
        throw error;
      }
      const invoice = await this.record(organizationId, invoiceId, manager);
      return { ok: true, id: invoice.id, invoice_id: invoice.id, invoice };
    });
  }

  /**
   * A manual payment (cash, check) settles any unsettled invoice once: paid via `manual`, planned automatic retries
   * ended, and a `payments` ledger row (no fee: net = total). A paid, refunded or disputed invoice refuses (409). The
   * conditional update keeps two concurrent calls, or a card payment settling meanwhile, from both succeeding.
   */
  async markPaid(organizationId: string, invoiceId: string, now: Date = new Date()): Promise<MarkInvoicePaidResponse> {
    const existing = await scopedTo(this.invoices, organizationId).findOneOrFail({ id: invoiceId }, INVOICE_API_ERRORS.notFound);
    return this.dataSource.transaction(async (manager) => {
      const updated = await manager.getRepository(Invoice).update(
        { id: existing.id, organizationId, status: Not(In(SETTLED_INVOICE_STATUSES)) },
        { status: 'paid', paidAt: now, paidVia: 'manual', nextAttemptAt: null, failureReason: null },
      );
      if (!updated.affected) throw new ConflictException(INVOICE_API_ERRORS.alreadyPaid);
      const customer = await scopedTo(manager.getRepository(Customer), organizationId).findOne({ id: existing.customerId });
      await manager.getRepository(Payment).insert({
        organizationId,
        invoiceId: existing.id,
        customerId: existing.customerId,
        method: 'manual',
        provider: null,
        description: existing.description,
        customerEmail: customer?.email ?? null,
        amountCents: existing.totalCents,
        feeCents: 0,
        netCents: existing.totalCents,
        currency: existing.currency,
        status: 'succeeded',
        createdAt: now,
      });
      return { ok: true, invoice: await this.record(organizationId, invoiceId, manager) };
    });
  }

  private async recordOf(organizationId: string, invoice: Invoice, db: DataSource | EntityManager): Promise<InvoiceRecord> {
    const customer = await scopedTo(db.getRepository(Customer), organizationId).findOne({ id: invoice.customerId });
    const card = await this.cards.find(organizationId, invoice.customerId, db);
    return toInvoiceRecord(invoice, customer, card !== null);
  }
}
