import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { catchError, concatMap, from, map, type Observable, throwError } from 'rxjs';
import { Repository } from 'typeorm';
import { errorResponseFor } from '../errors/error-response.js';
import { pathOf } from '../auth/request-context.js';
import { AuditEvent } from './audit-event.entity.js';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every mutating request of a signed-in user before answering it: the real user as actor and
 * the effective user, so writes made while impersonating carry the admin's id.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    @InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const actor = request.realUser;
    if (!MUTATING_METHODS.has(request.method) || !actor) return next.handle();

    const record = (statusCode: number) =>
      this.events.insert({
        actorUserId: actor.id,
        effectiveUserId: (request.effectiveUser ?? actor).id,
        method: request.method,
        path: pathOf(request.url),
        statusCode,
      });
    const successStatus =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? (request.method === 'POST' ? 201 : 200);

    return next.handle().pipe(
      concatMap((result) => from(record(successStatus)).pipe(map(() => result))),
      catchError((error: unknown) =>
        from(record(errorResponseFor(error).status)).pipe(concatMap(() => throwError(() => error))),
      ),
    );
  }
}
