import { extname } from 'node:path';
import { cacheControlFor } from '../cache-policy.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Build-time compressed copies (`main.3f2a1b4c.js.br`) and the Content-Encoding each is stored with. */
const COMPRESSED_SUFFIXES: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
  contentEncoding?: string;
}

/**
 * Headers for one build file stored as an object. A pre-compressed variant keeps the type and caching of the file
 * it compresses and adds its Content-Encoding, so a CDN rule that picks `<file>.br` for a client accepting brotli
 * serves it as-is.
 */
export function objectHeadersFor(relativePath: string): ObjectHeaders {
  const suffix = extname(relativePath);
  const encoding = COMPRESSED_SUFFIXES[suffix];
  const original = encoding ? relativePath.slice(0, -suffix.length) : relativePath;
  const headers: ObjectHeaders = {
    contentType: CONTENT_TYPES[extname(original).toLowerCase()] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(original),
  };
  return encoding ? { ...headers, contentEncoding: encoding } : headers;
}

const LAST_FILES = ['remoteEntry.js', 'mf-stats.json', 'index.html', 'mf-manifest.json'];

/** 0 for chunks and assets, then the entry files, the manifest last: a visible manifest means a complete version. */
export function uploadRank(relativePath: string): number {
  const name = relativePath.replace(/\.(br|gz)$/, '');
  const index = LAST_FILES.indexOf(name);
  return index === -1 ? 0 : index + 1;
}
