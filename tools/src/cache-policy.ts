import { basename } from 'node:path';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Entry points a deploy replaces in place: browsers must revalidate them on every load. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'config.json']);

/** `main.3f2a1b4c.js`, `123-3f2a1b4c5d6e7f80.css`, `3f2a1b4c.woff2`, `app.3f2a1b4c.js.map`. */
const CONTENT_HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;

/** A build-time compressed copy (`remoteEntry.js.br`) that servers send in place of the file it compresses. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/** The file a compressed copy stands for (`remoteEntry.js.br` → `remoteEntry.js`); any other path as it is. */
export function uncompressedPath(filePath: string): string {
  return filePath.replace(COMPRESSED_COPY, '');
}

export function isContentHashed(filePath: string): boolean {
  const name = basename(filePath);
  // The whole name is matched for a hash, so `data.3f2a1b4c.gz` (a real gzip asset) stays immutable.
  return !ENTRY_FILES.has(uncompressedPath(name)) && CONTENT_HASHED_NAME.test(name);
}

export function cacheControlFor(filePath: string): string {
  return isContentHashed(filePath) ? IMMUTABLE_CACHE : NO_CACHE;
}
