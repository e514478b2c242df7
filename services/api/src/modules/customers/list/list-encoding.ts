import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** How a kept list body is sent: brotli, gzip or as is. */
export type ListEncoding = 'br' | 'gzip' | 'identity';

/** Below this the bytes go as they are, as @fastify/compress does with its default threshold. */
const MIN_ENCODED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding to answer with under an Accept-Encoding header (RFC 9110 §12.5.3): brotli, else gzip, when the
 * client gives it (by name or through `*`) a non-zero weight; as is otherwise.
 */
export function negotiateListEncoding(header: string | undefined): ListEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: 'br' | 'gzip') => weights.get(encoding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  return weightOf('gzip') > 0 ? 'gzip' : 'identity';
}

/** The Vary header with Accept-Encoding added to what is there already (CORS varies by Origin). */
export function varyByAcceptEncoding(current: number | string | string[] | undefined): string {
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (!fields.some((field) => field.toLowerCase() === 'accept-encoding')) fields.push('Accept-Encoding');
  return fields.join(', ');
}

/**
 * A list body and its encodings, each made once on first demand (on the thread pool, at the fast levels
 * create-app.ts gives @fastify/compress), so that an unchanged list is not compressed again for every read.
 */
export class EncodedListBody {
  private readonly encoded = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(readonly json: Buffer) {}

  /** The bytes to send and the Content-Encoding they are in. */
  async bytes(wanted: ListEncoding): Promise<{ body: Buffer; encoding: ListEncoding }> {
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
