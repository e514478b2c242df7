import { once } from 'node:events';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { ContentEncoding } from './content-encoding.js';

/** The fast levels create-app.ts gives @fastify/compress: a miss pays for compression once, every hit reuses it. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/** Text is gathered into pieces of about this size before it is encoded: no whole-answer string ever exists. */
const PIECE_CHARS = 64 * 1024;

/**
 * An answer's body built from text written piece by piece, encoded as it is written (on the thread pool, off the
 * event loop). What remains is the encoded bytes alone, never a string of the whole answer beside them.
 */
export class EncodedBody {
  private pending = '';
  private readonly pieces: Buffer[] = [];
  private readonly compressor: BrotliCompress | Gzip | null;

  constructor(readonly encoding: ContentEncoding) {
    this.compressor =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
        : encoding === 'gzip'
          ? createGzip({ level: GZIP_LEVEL })
          : null;
    this.compressor?.on('data', (chunk: Buffer) => this.pieces.push(chunk));
  }

  /** Appends text; a promise only when a piece went to the compressor (await it: the compressor may be behind). */
  write(text: string): Promise<void> | undefined {
    this.pending += text;
    return this.pending.length >= PIECE_CHARS ? this.flushPending() : undefined;
  }

  async end(): Promise<Buffer> {
    await this.flushPending();
    if (this.compressor) {
      const ended = once(this.compressor, 'end');
      this.compressor.end();
      await ended;
    }
    return this.pieces.length === 1 ? (this.pieces[0] as Buffer) : Buffer.concat(this.pieces);
  }

  private async flushPending(): Promise<void> {
    if (this.pending.length === 0) return;
    const bytes = Buffer.from(this.pending, 'utf8');
    this.pending = '';
    if (!this.compressor) {
      this.pieces.push(bytes);
      return;
    }
    if (!this.compressor.write(bytes)) await once(this.compressor, 'drain');
  }
}
