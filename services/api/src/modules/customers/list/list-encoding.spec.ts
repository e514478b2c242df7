import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EncodedListBody, negotiateListEncoding, varyByAcceptEncoding } from './list-encoding.js';

describe('negotiateListEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=abc', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateListEncoding(header)).toBe(expected);
  });
});

describe('varyByAcceptEncoding', () => {
  it('adds Accept-Encoding once, keeping what is there', () => {
    expect(varyByAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyByAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyByAcceptEncoding(['Origin', 'accept-encoding'])).toBe('Origin, accept-encoding');
  });
});

describe('EncodedListBody', () => {
  const json = Buffer.from(JSON.stringify(Array.from({ length: 100 }, (_, index) => ({ id: index, name: `Customer ${index}` }))));

  it('encodes once per encoding, and the bytes decode to the JSON', async () => {
    const body = new EncodedListBody(json);
    const br = await body.bytes('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(json)).toBe(true);
    expect((await body.bytes('br')).body).toBe(br.body);
    const gzip = await body.bytes('gzip');
    expect(gunzipSync(gzip.body).equals(json)).toBe(true);
    expect(await body.bytes('identity')).toEqual({ body: json, encoding: 'identity' });
  });

  it('sends a small body as is', async () => {
    expect(await new EncodedListBody(Buffer.from('[]')).bytes('br')).toEqual({ body: Buffer.from('[]'), encoding: 'identity' });
  });
});
