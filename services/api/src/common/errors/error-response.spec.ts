import { API_ERRORS } from '@fsp/contracts';
import { BadRequestException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { errorResponseFor, INVALID_REQUEST } from './error-response.js';
import { ProviderFailureException } from './provider-failure.exception.js';

describe('errorResponseFor', () => {
  it('maps a unique violation to 409', () => {
    const error = new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(errorResponseFor(error)).toEqual({ status: 409, message: API_ERRORS.conflict, unexpected: false });
  });

  it('maps a foreign key violation (a row removed by a concurrent request) to 409', () => {
    const error = new QueryFailedError('INSERT', [], Object.assign(new Error('violates foreign key'), { code: '23503' }));
    expect(errorResponseFor(error)).toEqual({ status: 409, message: API_ERRORS.referenceGone, unexpected: false });
  });

  it('keeps the message of a deliberate refusal', () => {
    expect(errorResponseFor(new ForbiddenException(API_ERRORS.adminRequired))).toMatchObject({
      status: 403,
      message: API_ERRORS.adminRequired,
    });
    expect(errorResponseFor(new BadRequestException(['first', 'second'])).message).toBe('first');
  });

  it('answers text PostgreSQL cannot take (a NUL character, a malformed uuid) with 400', () => {
    for (const code of ['22021', '22P02']) {
      const error = new QueryFailedError('SELECT', [], Object.assign(new Error('invalid input'), { code }));
      expect(errorResponseFor(error)).toEqual({ status: 400, message: INVALID_REQUEST, unexpected: false });
    }
  });

  it('answers other data exceptions (class 22) with 400, a number out of range in its own words', () => {
    const outOfRange = new QueryFailedError('SELECT', [], Object.assign(new Error('bigint out of range'), { code: '22003' }));
    expect(errorResponseFor(outOfRange)).toEqual({ status: 400, message: API_ERRORS.numberOutOfRange, unexpected: false });
    for (const code of ['22007', '22008', '22012']) {
      const error = new QueryFailedError('SELECT', [], Object.assign(new Error('bad value'), { code }));
      expect(errorResponseFor(error)).toEqual({ status: 400, message: INVALID_REQUEST, unexpected: false });
    }
  });

  it('answers a statement cancelled by statement_timeout with 503', () => {
    const error = new QueryFailedError('SELECT', [], Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }));
    expect(errorResponseFor(error)).toEqual({ status: 503, message: API_ERRORS.databaseTimeout, unexpected: true });
  });

  it('answers a database that is down or going away with 503', () => {
    const errors: unknown[] = [
      new QueryFailedError('SELECT', [], Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      new QueryFailedError('SELECT', [], Object.assign(new Error('connection failure'), { code: '08006' })),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new QueryFailedError('SELECT', [], new Error('Connection terminated')),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of errors) {
      expect(errorResponseFor(error)).toEqual({ status: 503, message: API_ERRORS.databaseUnavailable, unexpected: true });
    }
  });

  it("keeps the 4xx status of Fastify's own refusals in the API's words", () => {
    const fastifyError = (code: string, statusCode: number) => Object.assign(new Error(code), { code, statusCode });
    const wrapped = (error: Error) => new HttpException(error.message, (error as Error & { statusCode: number }).statusCode, { cause: error });
    expect(errorResponseFor(wrapped(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413)))).toEqual({
      status: 413,
      message: API_ERRORS.bodyTooLarge,
      unexpected: false,
    });
    expect(errorResponseFor(wrapped(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415))).message).toBe(API_ERRORS.unsupportedMediaType);
    expect(errorResponseFor(wrapped(fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 400))).message).toBe(API_ERRORS.emptyJsonBody);
    expect(errorResponseFor(wrapped(Object.assign(new SyntaxError('Unexpected end'), { statusCode: 400 }))).message).toBe(API_ERRORS.invalidJson);
    expect(errorResponseFor(wrapped(fastifyError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400)))).toEqual({
      status: 400,
      message: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
      unexpected: false,
    });
  });

  it("replaces the router's 'Cannot GET' with Not found", () => {
    expect(errorResponseFor(new NotFoundException('Cannot GET /api/x')).message).toBe(API_ERRORS.notFound);
  });

  it('hides anything unexpected behind a 500', () => {
    expect(errorResponseFor(new TypeError('secret'))).toEqual({ status: 500, message: API_ERRORS.internal, unexpected: true });
    const otherDbError = new QueryFailedError('SELECT', [], Object.assign(new Error('syntax'), { code: '42601' }));
    expect(errorResponseFor(otherDbError).status).toBe(500);
  });

  it("answers a provider's failure with 502 and the message written for the user", () => {
    expect(errorResponseFor(new ProviderFailureException('Failed to send email invite'))).toEqual({
      status: 502,
      message: 'Failed to send email invite',
      unexpected: false,
    });
  });
});
