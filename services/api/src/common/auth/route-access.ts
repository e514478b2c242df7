import type { Role } from '@fsp/contracts';
import type { Type } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { IS_PUBLIC } from './public.decorator.js';
import { EFFECTIVE_USER_ROLES, REAL_USER_ROLES, SIGNED_IN } from './roles.decorator.js';

/**
 * Who may call a route, as its handler or controller declares it: `@Public()`, `@Authenticated()` (any
 * signed-in user), or `@Roles(...)` / `@RealUserRoles(...)`. A method's declaration wins over its class's.
 * `undeclared` routes are refused to everyone.
 */
export type RouteAccess = 'public' | 'signed-in' | 'roles' | 'undeclared';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's Reflector takes handlers as Function
export type RouteTargets = [handler: Function, controller: Type];

export function routeAccess(reflector: Reflector, targets: RouteTargets): RouteAccess {
  if (reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) === true) return 'public';
  const effectiveRoles = reflector.getAllAndOverride<Role[] | undefined>(EFFECTIVE_USER_ROLES, targets);
  const realRoles = reflector.getAllAndOverride<Role[] | undefined>(REAL_USER_ROLES, targets);
  if ((effectiveRoles?.length ?? 0) > 0 || (realRoles?.length ?? 0) > 0) return 'roles';
  if (reflector.getAllAndOverride<boolean | undefined>(SIGNED_IN, targets) === true) return 'signed-in';
  return 'undeclared';
}
