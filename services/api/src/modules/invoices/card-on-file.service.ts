import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';

/** The card automatic payments use: the customer's most recently saved card, while they have given auto-pay consent. */
export interface CardOnFile {
  customerId: string;
  provider: string;
  providerCustomerId: string;
  paymentMethodId: string;
  brand: string | null;
  last4: string | null;
}

interface CardRow {
  customer_id: string;
  provider: string;
  provider_customer_id: string;
  payment_method_id: string;
  brand: string | null;
  last4: string | null;
}

/** One rule for "has a card with auto-pay consent", used by the invoice list, autopay and the invoice page. */
@Injectable()
export class CardOnFileService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(organizationId: string, customerId: string, db: DataSource | EntityManager = this.dataSource): Promise<CardOnFile | null> {
    const cards = await this.findMany(organizationId, [customerId], db);
    return cards.get(customerId) ?? null;
  }

  /** The card on file of each customer that has one, in one statement. */
  async findMany(organizationId: string, customerIds: readonly string[], db: DataSource | EntityManager = this.dataSource): Promise<Map<string, CardOnFile>> {
    if (customerIds.length === 0) return new Map();
    const rows = await scopedSql(db, organizationId).query<CardRow>(
      `SELECT DISTINCT ON (m.customer_id) m.customer_id, m.provider, m.provider_customer_id, m.payment_method_id, m.brand, m.last4
         FROM customer_payment_methods m
        WHERE m.organization_id = $1 AND m.customer_id = ANY($2::uuid[])
          AND EXISTS (SELECT 1 FROM customer_payment_consents c
                       WHERE c.organization_id = $1 AND c.customer_id = m.customer_id AND c.auto_pay_consent)
        ORDER BY m.customer_id, m.created_at DESC, m.id DESC`,
      [customerIds],
    );
    return new Map(
      rows.map((row) => [
        row.customer_id,
        {
          customerId: row.customer_id,
          provider: row.provider,
          providerCustomerId: row.provider_customer_id,
          paymentMethodId: row.payment_method_id,
          brand: row.brand,
          last4: row.last4,
        },
      ]),
    );
  }
}
