import type { AvailableDay, CustomerStatus, SelectedService } from '@fsp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A customer or lead of one organization (part 2 §3 "Customer/lead"). */
@Entity({ name: 'customers' })
export class Customer {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'phone_number', type: 'text', nullable: true })
  phoneNumber!: string | null;

  @Column({ type: 'text', nullable: true })
  street!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ type: 'text', nullable: true })
  zip!: string | null;

  @Column({ type: 'text', default: 'lead' })
  status!: CustomerStatus;

  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  services!: SelectedService[];

  @Column({ name: 'available_days', type: 'jsonb', default: () => `'[]'::jsonb` })
  availableDays!: AvailableDay[];

  /** The app user this customer was converted to, if any. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  /** The invite this customer signed up through; unique, so a repeated submission finds the same row. */
  @Column({ name: 'invite_code', type: 'text', nullable: true })
  inviteCode!: string | null;

  /** Set when a signup's ZIP lies outside the organization's (non-empty) service area; shown to the owner. */
  @Column({ name: 'outside_service_area', type: 'boolean', default: false })
  outsideServiceArea!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
