import { basename } from 'node:path';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Entry points a deploy replaces in place: browsers must revalidate them on every load. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'config.json']);

/** `main.3f2a1b4c.js`, `123-3f2a1b4c5d6e7f80.css`, `3f2a1b4c.woff2`, `app.3f2a1b4c.js.map`. */
const CONTENT_HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;

export function isContentHashed(filePath: string): boolean {
  const name = basename(filePath);
  return !ENTRY_FILES.has(name) && CONTENT_HASHED_NAME.test(name);
}

export function cacheControlFor(filePath: string): string {
  return isContentHashed(filePath) ? IMMUTABLE_CACHE : NO_CACHE;
}
