import { AuditEvent } from '../common/audit/audit-event.entity.js';
import { ImpersonationSession } from '../modules/impersonation/entities/impersonation-session.entity.js';
import { Organization } from '../modules/organizations/entities/organization.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

export const ENTITIES = [Organization, User, ImpersonationSession, AuditEvent];
