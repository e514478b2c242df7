import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityAdminModule } from '../identity-admin/identity-admin.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { User } from '../users/entities/user.entity.js';
import { CrewInvitationsController } from './crew-invitations.controller.js';
import { CrewInvitationsService } from './crew-invitations.service.js';
import { CrewMembersController } from './crew-members.controller.js';
import { CrewMembersService } from './crew-members.service.js';
import { TeamMember } from './entities/team-member.entity.js';
import { Team } from './entities/team.entity.js';
import { TeamMembersService } from './team-members.service.js';
import { TeamsController } from './teams.controller.js';
import { TeamsService } from './teams.service.js';

/** Teams, crew members and their invitations (part 2 §2 "Crews"). */
@Module({
  imports: [TypeOrmModule.forFeature([Team, TeamMember, User, Organization]), IdentityAdminModule, MessagingModule],
  controllers: [TeamsController, CrewMembersController, CrewInvitationsController],
  providers: [TeamsService, TeamMembersService, CrewMembersService, CrewInvitationsService],
})
export class TeamsModule {}
