import type { User } from '../../modules/users/entities/user.entity.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, from the bearer token. */
    realUser?: User;
    /** Whom the request acts as: the impersonation target while one is open, else the real user. */
    effectiveUser?: User;
  }
}

export const PUBLIC_API_PREFIX = '/api/public/';

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function isPublicApiPath(url: string): boolean {
  return pathOf(url).startsWith(PUBLIC_API_PREFIX);
}
