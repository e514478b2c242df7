import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A crew member's place on a team; deleting the team leaves the member unassigned. */
@Entity({ name: 'team_members' })
export class TeamMember {
  @PrimaryColumn({ name: 'team_id', type: 'uuid' })
  teamId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
