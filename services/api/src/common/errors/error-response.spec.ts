import { API_ERRORS } from '@fsp/contracts';
import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
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
