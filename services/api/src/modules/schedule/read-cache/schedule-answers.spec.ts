import { ifNoneMatchHolds } from './schedule-answers.js';

describe('ifNoneMatchHolds', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ] as const)('for %j: %s', (header, expected) => {
    expect(ifNoneMatchHolds(header, '"abc"')).toBe(expected);
  });
});
