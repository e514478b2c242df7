import { API_ERRORS } from '@fsp/contracts';

/** Fastify's own refusals of a request body (before any route runs), in the API's words. */
const FASTIFY_MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: API_ERRORS.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_ERRORS.emptyJsonBody,
  FST_ERR_CTP_BODY_TOO_LARGE: API_ERRORS.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_ERRORS.unsupportedMediaType,
};

export interface FastifyRefusal {
  status: number;
  message: string;
}

function codeAndStatus(error: unknown): { code: unknown; statusCode: unknown; name: unknown } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, statusCode, name } = error as { code?: unknown; statusCode?: unknown; name?: unknown };
  return { code, statusCode, name };
}

/**
 * A client error Fastify raised itself (FST_ERR_CTP_* and the like, or the JSON parser's SyntaxError), found on
 * the error or on the `cause` Nest wraps it in; it keeps its 4xx status. Null for anything else (other Fastify
 * refusals keep Fastify's own message).
 */
export function fastifyRefusalOf(exception: unknown): FastifyRefusal | null {
  const cause = exception instanceof Error && exception.cause !== undefined ? exception.cause : exception;
  const fields = codeAndStatus(cause);
  if (!fields) return null;
  const { code, statusCode, name } = fields;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  const message = typeof code === 'string' ? FASTIFY_MESSAGES[code] : name === 'SyntaxError' ? API_ERRORS.invalidJson : undefined;
  return message ? { status: statusCode, message } : null;
}
