import type { Role } from '@fsp/contracts';
import { SetMetadata } from '@nestjs/common';

export const SIGNED_IN = 'fsp:signed-in';
export const EFFECTIVE_USER_ROLES = 'fsp:effective-user-roles';
export const REAL_USER_ROLES = 'fsp:real-user-roles';
export const FORBIDDEN_MESSAGE = 'fsp:forbidden-message';

/** Any signed-in, active user, whatever their role (e.g. /api/users/me). */
export const Authenticated = (): MethodDecorator & ClassDecorator => SetMetadata(SIGNED_IN, true);

/** Roles the effective user (the impersonation target while one is open) must hold. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(EFFECTIVE_USER_ROLES, roles);

/** Roles the real signed-in user must hold, whoever they are impersonating (e.g. to stop impersonating). */
export const RealUserRoles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(REAL_USER_ROLES, roles);

/** The 403 message for a refused request, or how to word it from the request body (already parsed). */
export type ForbiddenMessageSource = string | ((body: unknown) => string);

/** The 403 message when a role check fails (default: the generic permission message). */
export const ForbiddenMessage = (message: ForbiddenMessageSource): MethodDecorator & ClassDecorator =>
  SetMetadata(FORBIDDEN_MESSAGE, message);
