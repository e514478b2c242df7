/** @jest-environment node */
import { ApiError } from '../api-error.js';
import { FALLBACK_STATUSES, firstRouteThatAnswers, movesToNextRoute, reportedFailure } from './first-route-that-answers.js';

const refusal = (status: number, message = `refused with ${status}`) => new ApiError(status, message, message);

/** Answers each route from a table: a value resolves, an error rejects; records the order routes were sent. */
function answering(table: Record<string, unknown>) {
  const sent: string[] = [];
  const send = async (route: string) => {
    sent.push(route);
    const answer = table[route];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { sent, send };
}

describe('firstRouteThatAnswers', () => {
  it('stops at the first route that succeeds', async () => {
    const { sent, send } = answering({ a: 'from a', b: 'from b' });
    await expect(firstRouteThatAnswers(['a', 'b'], send)).resolves.toBe('from a');
    expect(sent).toEqual(['a']);
  });

  it.each([404, 400, 405, 403])('moves on to the next route after a %i', async (status) => {
    const { sent, send } = answering({ a: refusal(status), b: 'from b', c: 'from c' });
    await expect(firstRouteThatAnswers(['a', 'b', 'c'], send)).resolves.toBe('from b');
    expect(sent).toEqual(['a', 'b']);
  });

  it.each([401, 409, 422, 429, 500, 502, 0])('stops and rethrows a %i', async (status) => {
    const failure = refusal(status);
    const { sent, send } = answering({ a: failure, b: 'from b' });
    await expect(firstRouteThatAnswers(['a', 'b'], send)).rejects.toBe(failure);
    expect(sent).toEqual(['a']);
  });

  it('stops on an error that is not an API answer', async () => {
    const broken = new Error('Unexpected response');
    const { sent, send } = answering({ a: broken, b: 'from b' });
    await expect(firstRouteThatAnswers(['a', 'b'], send)).rejects.toBe(broken);
    expect(sent).toEqual(['a']);
  });

  it('walks every route in order and reports the refusal that explains the most', async () => {
    const forbidden = refusal(403, 'Owner/Manager role required');
    const { sent, send } = answering({ a: forbidden, b: refusal(404), c: refusal(405), d: refusal(404) });
    await expect(firstRouteThatAnswers(['a', 'b', 'c', 'd'], send)).rejects.toBe(forbidden);
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
  });

  it('needs at least one route', async () => {
    await expect(firstRouteThatAnswers([], async () => 'never')).rejects.toThrow('at least one route');
  });
});

describe('reportedFailure', () => {
  it('prefers the first failure that is not a missing route', () => {
    const badRequest = refusal(400, 'This lead has no e-mail address');
    expect(reportedFailure([refusal(404), badRequest, refusal(403)])).toBe(badRequest);
  });

  it('falls back to the first failure when every route was missing', () => {
    const notFound = refusal(404, 'Customer not found');
    expect(reportedFailure([notFound, refusal(405), refusal(404, 'Not found')])).toBe(notFound);
  });
});

describe('movesToNextRoute', () => {
  it('is true exactly for API errors with a fallback status', () => {
    expect(FALLBACK_STATUSES).toEqual([404, 400, 405, 403]);
    for (const status of [400, 403, 404, 405]) expect(movesToNextRoute(refusal(status))).toBe(true);
    for (const status of [0, 401, 409, 500]) expect(movesToNextRoute(refusal(status))).toBe(false);
    expect(movesToNextRoute(new Error('404'))).toBe(false);
  });
});
