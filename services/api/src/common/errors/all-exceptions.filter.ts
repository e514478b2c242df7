import type { ApiErrorBody } from '@fsp/contracts';
import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponseFor } from './error-response.js';

/** Every error leaves the API as `{ error: string }` with its status; unexpected ones are logged in full. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, message, unexpected } = errorResponseFor(exception);
    if (unexpected) {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      this.logger.error(`${request.method} ${request.url} failed (request ${request.id}): ${detail}`);
    }
    const body: ApiErrorBody = { error: message };
    void reply.status(status).send(body);
  }
}
