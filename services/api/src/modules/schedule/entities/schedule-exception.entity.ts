import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * What changed for one visit of a rule, keyed by the date the rule itself gives that visit: skipped, a start time
 * (or a cleared one), another team, or a move to `movedToDate`.
 */
@Entity({ name: 'schedule_exceptions' })
export class ScheduleException {
  @PrimaryColumn({ name: 'rule_id', type: 'integer' })
  ruleId!: number;

  @PrimaryColumn({ type: 'date' })
  date!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'boolean', default: false })
  skipped!: boolean;

  @Column({ name: 'start_minutes', type: 'integer', nullable: true })
  startMinutes!: number | null;

  /** The visit is unscheduled even though the rule has a default time. */
  @Column({ name: 'time_cleared', type: 'boolean', default: false })
  timeCleared!: boolean;

  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId!: string | null;

  @Column({ name: 'moved_to_date', type: 'date', nullable: true })
  movedToDate!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
