import type { InvoiceStatus } from '@fsp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An invoice to a customer (part 2 §3 "Invoice"); amounts in cents. */
@Entity({ name: 'invoices' })
export class Invoice {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  /** The visit it bills, when created from one: at most one invoice per (rule, date). */
  @Column({ name: 'rule_id', type: 'integer', nullable: true })
  ruleId!: number | null;

  @Column({ name: 'occurrence_date', type: 'date', nullable: true })
  occurrenceDate!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents!: number;

  @Column({ type: 'text', default: 'USD' })
  currency!: string;

  @Column({ type: 'text', default: 'open' })
  status!: InvoiceStatus;

  @Column({ name: 'due_date', type: 'date' })
  dueDate!: string;

  @Column({ name: 'due_date_override', type: 'date', nullable: true })
  dueDateOverride!: string | null;

  @Column({ name: 'period_start', type: 'date' })
  periodStart!: string;

  @Column({ name: 'period_end', type: 'date' })
  periodEnd!: string;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
