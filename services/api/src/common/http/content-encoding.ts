/** How an answer kept encoded (a schedule read, the customer list) is stored and sent: brotli, gzip, or as is. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Ours in order of preference: brotli is about a third smaller than gzip on schedule JSON. */
const PREFERRED: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with under an Accept-Encoding header (RFC 9110 §12.5.3): the best of ours with a
 * non-zero weight, named or through `*`; as is when there is no header or nothing of ours is acceptable.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding {
  if (header === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PREFERRED) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
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
