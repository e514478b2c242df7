import type { Role } from '@fsp/contracts';
import { SetMetadata } from '@nestjs/common';

export const EFFECTIVE_USER_ROLES = 'fsp:effective-user-roles';
export const REAL_USER_ROLES = 'fsp:real-user-roles';
export const FORBIDDEN_MESSAGE = 'fsp:forbidden-message';

/** Roles the effective user (the impersonation target while one is open) must hold. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(EFFECTIVE_USER_ROLES, roles);

/** Roles the real signed-in user must hold, whoever they are impersonating (e.g. to stop impersonating). */
export const RealUserRoles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(REAL_USER_ROLES, roles);

/** The 403 message when a role check fails (default: the generic permission message). */
export const ForbiddenMessage = (message: string): MethodDecorator & ClassDecorator =>
  SetMetadata(FORBIDDEN_MESSAGE, message);
