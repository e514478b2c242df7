import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { SandboxChargeBehaviour } from '../sandbox-charge-behaviour.js';

/** A simulated saved card; only brand, last four digits and expiry are kept, never the number. */
@Entity({ name: 'sandbox_payment_methods' })
export class SandboxPaymentMethod {
  /** pm_sandbox_… */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'customer_id', type: 'text' })
  customerId!: string;

  @Column({ type: 'text' })
  brand!: string;

  @Column({ type: 'text' })
  last4!: string;

  @Column({ name: 'exp_month', type: 'integer' })
  expMonth!: number;

  @Column({ name: 'exp_year', type: 'integer' })
  expYear!: number;

  /** How charges on this card answer, from the test card number it was saved with. */
  @Column({ name: 'charge_behaviour', type: 'text', default: 'succeeds' })
  chargeBehaviour!: SandboxChargeBehaviour;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
