/** @jest-environment node */
import { API_ERRORS } from '@fsp/contracts';
import { ApiError, isApiError, retryOnceUnlessRefused, serverErrorOr } from './api-error.js';

describe('ApiError.fromResponse', () => {
  it("uses the server's error field", () => {
    const error = ApiError.fromResponse(403, { error: 'Admin role required' }, 'Failed to load users');
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(403);
    expect(error.message).toBe('Admin role required');
    expect(error.serverMessage).toBe('Admin role required');
  });

  it("falls back to the caller default without an error field, or with the API's reasonless placeholder", () => {
    for (const body of [null, 'Bad Gateway', { message: 'nope' }, { error: 42 }, { error: '   ' }, { error: API_ERRORS.internal }]) {
      const error = ApiError.fromResponse(502, body, 'Failed to impersonate');
      expect(error.message).toBe('Failed to impersonate');
      expect(error.serverMessage).toBeNull();
      expect(error.body).toBe(body);
    }
  });
});

describe('serverErrorOr', () => {
  it('prefers the server text, else the fallback', () => {
    expect(serverErrorOr(ApiError.fromResponse(404, { error: 'User not found' }, 'x'), 'Failed')).toBe('User not found');
    expect(serverErrorOr(ApiError.fromResponse(500, null, 'x'), 'Failed')).toBe('Failed');
    expect(serverErrorOr(new Error('boom'), 'Failed')).toBe('Failed');
    expect(isApiError(new Error('boom'))).toBe(false);
  });
});

describe('retryOnceUnlessRefused', () => {
  it('retries a failure without an answer or a 5xx once, never a refusal', () => {
    expect(retryOnceUnlessRefused(0, new ApiError(0, 'offline'))).toBe(true);
    expect(retryOnceUnlessRefused(0, ApiError.fromResponse(503, null, 'x'))).toBe(true);
    expect(retryOnceUnlessRefused(1, ApiError.fromResponse(503, null, 'x'))).toBe(false);
    expect(retryOnceUnlessRefused(0, ApiError.fromResponse(404, { error: 'Invite not found' }, 'x'))).toBe(false);
  });
});
