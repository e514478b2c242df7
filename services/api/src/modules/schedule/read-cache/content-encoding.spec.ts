import { negotiateEncoding } from './content-encoding.js';
import { ifNoneMatchHolds } from './schedule-answers.js';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate, zstd', 'identity'],
    [['gzip', 'br'], 'br'],
  ] as const)('answers %j with %s', (header, expected) => {
    expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

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
