import type { ScheduleConflictResponse } from '@fsp/contracts';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ScheduleConflictException } from './schedule-conflict.exception.js';

/** The one error body with more than `error`: the screen lists the dates the new rule shares (part 2 §8). */
@Catch(ScheduleConflictException)
export class ScheduleConflictFilter implements ExceptionFilter {
  catch(exception: ScheduleConflictException, host: ArgumentsHost): void {
    const body: ScheduleConflictResponse = { error: exception.message, dates: [...exception.dates] };
    void host.switchToHttp().getResponse<FastifyReply>().status(HttpStatus.CONFLICT).send(body);
  }
}
