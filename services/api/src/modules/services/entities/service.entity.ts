import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A service an organization offers (part 2 §3 "Service"); `key` is its stable public identifier. */
@Entity({ name: 'services' })
export class Service {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  /** Unique within the organization; what signups and schedules refer to. */
  @Column({ type: 'text' })
  key!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents!: number;

  @Column({ type: 'text', default: 'USD' })
  currency!: string;

  @Column({ name: 'estimated_minutes', type: 'integer', nullable: true })
  estimatedMinutes!: number | null;

  @Column({ name: 'equipment_needed', type: 'text', nullable: true })
  equipmentNeeded!: string | null;

  @Column({ name: 'crew_members_needed', type: 'integer', nullable: true })
  crewMembersNeeded!: number | null;

  @Column({ type: 'text', nullable: true })
  materials!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
