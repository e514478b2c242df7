import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EncodedListBody } from './list-encoding.js';

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
