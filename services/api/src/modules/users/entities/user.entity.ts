import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Unique case-insensitively (index on lower(email)) among rows that are not `unverifiedSignup`. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'text', default: 'user' })
  role!: string;

  @Column({ type: 'text', default: 'active' })
  status!: string;

  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId!: string | null;

  /** The identity provider's `sub`, bound at first sign-in. */
  @Column({ name: 'auth_subject', type: 'text', nullable: true })
  authSubject!: string | null;

  /**
   * The identity account the API provisioned for this row (crew invite, convert, owner invitation): only a sign-in
   * with this subject binds the row.
   */
  @Column({ name: 'provisioned_subject', type: 'text', nullable: true })
  provisionedSubject!: string | null;

  /**
   * Made by a first sign-in whose e-mail the identity provider had not verified: the row is that sign-in's alone,
   * invisible to look-ups by e-mail and outside the e-mail's unique index.
   */
  @Column({ name: 'unverified_signup', type: 'boolean', default: false })
  unverifiedSignup!: boolean;

  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl!: string | null;

  @Column({ name: 'phone_number', type: 'text', nullable: true })
  phoneNumber!: string | null;

  /** IANA time zone; null means the organization's. */
  @Column({ type: 'text', nullable: true })
  timezone!: string | null;

  @Column({ type: 'text', nullable: true })
  locale!: string | null;

  @Column({ type: 'text', default: 'system' })
  theme!: string;

  /** Only the preferences the user changed; read through notificationPrefsWithDefaults. */
  @Column({ name: 'notification_prefs', type: 'jsonb', default: () => `'{}'::jsonb` })
  notificationPrefs!: Partial<Record<string, boolean>>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
