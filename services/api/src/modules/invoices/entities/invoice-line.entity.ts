import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One visit billed on an invoice; a visit (rule, date) is billed at most once. */
@Entity({ name: 'invoice_lines' })
export class InvoiceLine {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'invoice_id', type: 'uuid' })
  invoiceId!: string;

  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Column({ name: 'rule_id', type: 'integer', nullable: true })
  ruleId!: number | null;

  @Column({ name: 'visit_date', type: 'date' })
  visitDate!: string;

  @Column({ name: 'service_label', type: 'text' })
  serviceLabel!: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;
}
