import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An admin's invitation for someone to become the owner of an organization (part 2 §3 "Owner invitation"). */
@Entity({ name: 'owner_invitations' })
export class OwnerInvitation {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Unguessable, URL-safe; the onboarding page address carries it. */
  @Column({ type: 'text', unique: true })
  code!: string;

  /** Stored lower-case. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'owner_name', type: 'text', nullable: true })
  ownerName!: string | null;

  @Column({ name: 'organization_name', type: 'text' })
  organizationName!: string;

  @Column({ type: 'text', nullable: true })
  industry!: string | null;

  @Column({ type: 'text', nullable: true })
  website!: string | null;

  @Column({ name: 'phone_number', type: 'text', nullable: true })
  phoneNumber!: string | null;

  /** An existing organization of that name when the invitation was made; else the one created on accept. */
  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId!: string | null;

  /** pending → accepted; expiry is by expires_at. */
  @Column({ type: 'text', default: 'pending' })
  status!: 'pending' | 'accepted';

  @Column({ name: 'created_by_user_id', type: 'uuid', nullable: true })
  createdByUserId!: string | null;

  @Column({ name: 'accepted_user_id', type: 'uuid', nullable: true })
  acceptedUserId!: string | null;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
