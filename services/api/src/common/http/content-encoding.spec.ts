import { negotiateEncoding, varyByAcceptEncoding } from './content-encoding.js';

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

describe('varyByAcceptEncoding', () => {
  it('adds Accept-Encoding once, keeping what is there', () => {
    expect(varyByAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyByAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyByAcceptEncoding(['Origin', 'accept-encoding'])).toBe('Origin, accept-encoding');
  });
});
