import type { FastifyRequest } from 'fastify';

/** Who sent a request, kept with what they submitted (leads, SMS and payment consents). */
export interface RequestClient {
  /** Fastify's request.ip: the right-most X-Forwarded-For address that is not one of TRUSTED_PROXIES. */
  ip: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX_LENGTH = 1000;

export function requestClient(request: FastifyRequest): RequestClient {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  };
}
