import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from '../../../common/http/content-encoding.js';

/** Below this the bytes go as they are, as @fastify/compress does with its default threshold. */
const MIN_ENCODED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A list body and its encodings, each made once on first demand (on the thread pool, at the fast levels
 * create-app.ts gives @fastify/compress), so that an unchanged list is not compressed again for every read.
 */
export class EncodedListBody {
  private readonly encoded = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(readonly json: Buffer) {}

  /** The bytes to send and the Content-Encoding they are in. */
  async bytes(wanted: ContentEncoding): Promise<{ body: Buffer; encoding: ContentEncoding }> {
    if (wanted === 'identity' || this.json.length < MIN_ENCODED_BYTES) return { body: this.json, encoding: 'identity' };
    let body = this.encoded.get(wanted);
    if (!body) {
      body =
        wanted === 'br'
          ? brotli(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
          : gzipped(this.json, { level: 6 });
      // A failed encoding is not kept: the next read tries again.
      body.catch(() => this.encoded.delete(wanted));
      this.encoded.set(wanted, body);
    }
    return { body: await body, encoding: wanted };
  }

}
