import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A simulated provider customer that cards are saved for. */
@Entity({ name: 'sandbox_customers' })
export class SandboxCustomer {
  /** cus_sandbox_… */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  metadata!: Record<string, string>;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
