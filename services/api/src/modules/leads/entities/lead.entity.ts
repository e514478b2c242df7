import type { LeadSource } from '@fsp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A prospect from the landing page or /get-started (part 1 §3 "Lead"). */
@Entity({ name: 'leads' })
export class Lead {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  /** As entered (trimmed); trial sign-ups are matched to it case-insensitively. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  company!: string;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'text' })
  source!: LeadSource;

  /** The page path the form was sent from. */
  @Column({ type: 'text', nullable: true })
  path!: string | null;

  @Column({ name: 'client_ip', type: 'text', nullable: true })
  clientIp!: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
