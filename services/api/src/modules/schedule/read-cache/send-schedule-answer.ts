import type { FastifyReply } from 'fastify';
import { varyByAcceptEncoding } from '../../../common/http/content-encoding.js';
import type { ScheduleReadAnswer } from './schedule-read.service.js';

/**
 * Sends an answer of ScheduleReads: its bytes already encoded, so Content-Encoding is set here, which
 * @fastify/compress takes as "already compressed" and passes through; Content-Length is the encoded length.
 * Clients must revalidate (no-cache) and shared caches must not keep it (private: it is one viewer's).
 */
export async function sendScheduleAnswer(reply: FastifyReply, answer: ScheduleReadAnswer): Promise<void> {
  void reply.header('vary', varyByAcceptEncoding(reply.getHeader('vary')));
  void reply.header('cache-control', 'private, no-cache');
  if (answer.etag) void reply.header('etag', answer.etag);
  if (answer.status === 304) {
    await reply.code(304).send();
    return;
  }
  void reply.header('content-type', 'application/json; charset=utf-8');
  if (answer.encoding !== 'identity') void reply.header('content-encoding', answer.encoding);
  void reply.header('content-length', String(answer.body.length));
  await reply.code(200).send(answer.body);
}
