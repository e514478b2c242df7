import { once } from 'node:events';
import type { TransformOptions } from 'node:stream';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { ContentEncoding } from '../../../common/http/content-encoding.js';

/**
 * Brotli's quality by the size of the text: a month of a large business is 10–20 MB of JSON in the spec's shape
 * and 3–5 MB in the compact one, where quality 2 costs half of quality 4's time for about 15% more bytes (still
 * under the 300 KB a month may take on the wire); smaller answers take the better levels.
 */
const BROTLI_QUALITY_BY_SIZE: ReadonlyArray<{ upToBytes: number; quality: number }> = [
  { upToBytes: 1024 * 1024, quality: 5 },
  { upToBytes: 2 * 1024 * 1024, quality: 4 },
  { upToBytes: Number.POSITIVE_INFINITY, quality: 2 },
];
const GZIP_LEVEL = 6;
/** Bytes are gathered into chunks of this size before they are encoded: no whole-answer string ever exists. */
const CHUNK_BYTES = 256 * 1024;
/**
 * Text handed to the compressor and not yet encoded before writing waits (its `drain`). The stream's default,
 * 16 KB, is less than a chunk: writing would wait for every chunk to be encoded, never running beside it.
 */
const IN_FLIGHT: Pick<TransformOptions, 'highWaterMark'> = { highWaterMark: 8 * CHUNK_BYTES };

export function brotliQualityFor(sizeHint: number): number {
  return (BROTLI_QUALITY_BY_SIZE.find((step) => sizeHint <= step.upToBytes) ?? { quality: 2 }).quality;
}

/**
 * An answer's body written as bytes into chunks, each encoded as it fills (on the thread pool, off the event loop)
 * while the next is written. What remains is the encoded bytes alone. `sizeHint` (the expected length of the text)
 * chooses brotli's quality.
 */
export class EncodedBody {
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  private offset = 0;
  private readonly pieces: Buffer[] = [];
  private readonly compressor: BrotliCompress | Gzip | null;

  constructor(
    readonly encoding: ContentEncoding,
    sizeHint = 0,
  ) {
    this.compressor =
      encoding === 'br'
        ? createBrotliCompress({
            ...IN_FLIGHT,
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(sizeHint),
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              ...(sizeHint > 0 ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
            },
          })
        : encoding === 'gzip'
          ? createGzip({ ...IN_FLIGHT, level: GZIP_LEVEL })
          : null;
    this.compressor?.on('data', (piece: Buffer) => this.pieces.push(piece));
  }

  /** Whether `length` more bytes fit in the current chunk; when not, call flush() and await it first. */
  fits(length: number): boolean {
    return this.offset + length <= CHUNK_BYTES;
  }

  /** Appends bytes that fit (see fits). */
  put(bytes: Uint8Array): void {
    this.chunk.set(bytes, this.offset);
    this.offset += bytes.length;
  }

  /** Appends one byte that fits (see fits). */
  putByte(byte: number): void {
    this.chunk[this.offset++] = byte;
  }

  /** Appends bytes of any length; a promise only when a chunk went to the compressor (await it before writing more). */
  write(bytes: Uint8Array): Promise<void> | undefined {
    if (this.fits(bytes.length)) {
      this.put(bytes);
      return undefined;
    }
    return this.flushThenWrite(bytes);
  }

  /** Appends text (UTF-8), as write. */
  writeText(text: string): Promise<void> | undefined {
    return this.write(Buffer.from(text, 'utf8'));
  }

  /** Sends the filled part of the current chunk on and starts a new one. */
  async flush(): Promise<void> {
    if (this.offset === 0) return;
    const filled = this.chunk.subarray(0, this.offset);
    this.chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    this.offset = 0;
    await this.send(filled);
  }

  async end(): Promise<Buffer> {
    await this.flush();
    if (this.compressor) {
      const ended = once(this.compressor, 'end');
      this.compressor.end();
      await ended;
    }
    return this.pieces.length === 1 ? (this.pieces[0] as Buffer) : Buffer.concat(this.pieces);
  }

  private async flushThenWrite(bytes: Uint8Array): Promise<void> {
    await this.flush();
    if (bytes.length > CHUNK_BYTES) await this.send(Buffer.from(bytes));
    else this.put(bytes);
  }

  private async send(bytes: Buffer): Promise<void> {
    if (!this.compressor) {
      this.pieces.push(bytes);
      return;
    }
    if (!this.compressor.write(bytes)) await once(this.compressor, 'drain');
  }
}
