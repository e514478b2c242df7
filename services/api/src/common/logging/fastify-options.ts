import { REQUEST_BODY_LIMIT_BYTES } from '@fsp/contracts';
import type { FastifyServerOptions } from 'fastify';
import type { ApiConfig } from '../../config/api-config.js';
import { requestIdFor } from './request-id.js';

/** JSON request logs (pino) labelled with the request id; the Authorization header never reaches the log. */
export function fastifyOptions(config: ApiConfig): FastifyServerOptions {
  return {
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    genReqId: requestIdFor,
    requestIdHeader: false,
    // The edge proxy refuses larger bodies with the same limit, so a refusal reads the same through it and directly.
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  };
}
