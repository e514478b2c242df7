import type { SchedulePattern } from '@fsp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A scheduled job: a customer's service repeating by `pattern` from `startDate` to `endDate` (both inclusive,
 * yyyy-MM-dd in the organization's time zone). Its id is the wire's positive `rule_id`.
 */
@Entity({ name: 'schedule_rules' })
export class ScheduleRule {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @Column({ name: 'service_id', type: 'uuid' })
  serviceId!: string;

  @Column({ type: 'text' })
  pattern!: SchedulePattern;

  @Column({ type: 'integer', default: 1 })
  interval!: number;

  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate!: string;

  /** Default start time of every visit, minutes from midnight; null leaves visits unscheduled. */
  @Column({ name: 'start_minutes', type: 'integer', nullable: true })
  startMinutes!: number | null;

  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Set when the whole series is removed; invoices keep pointing at it. */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;
}
