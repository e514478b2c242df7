import { INVOICE_PAGE_MESSAGES } from '@fsp/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Invoice } from '../invoices/entities/invoice.entity.js';

/** Tokens are hex today; anything that could never be one is turned away without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The one invoice a public link names. The token is the only credential: the invoice's organization is
 * learnt from the row it finds, and every later read is scoped to that organization.
 */
@Injectable()
export class InvoiceByToken {
  constructor(@InjectRepository(Invoice) private readonly invoices: Repository<Invoice>) {}

  /** The invoice with this public token; 404 "Invoice not found" otherwise. */
  async find(token: string): Promise<Invoice> {
    if (!TOKEN_SHAPE.test(token)) throw new NotFoundException(INVOICE_PAGE_MESSAGES.notFound);
    const invoice = await this.invoices
      .createQueryBuilder('invoice')
      .addSelect('invoice.publicToken')
      .where('invoice.public_token = :token', { token })
      .getOne();
    if (!invoice || invoice.publicToken !== token) throw new NotFoundException(INVOICE_PAGE_MESSAGES.notFound);
    return invoice;
  }
}
