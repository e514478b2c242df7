import type { FastifyServerOptions } from 'fastify';
import type { ApiConfig } from '../../config/api-config.js';
import { requestIdFor } from './request-id.js';

/** JSON request logs (pino) labelled with the request id; the Authorization header never reaches the log. */
export function fastifyOptions(config: ApiConfig): FastifyServerOptions {
  return {
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  };
}
