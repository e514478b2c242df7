import type { BrowserContext, Page } from '@playwright/test';
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export interface ServeBuildOptions {
  /** Requests the real server keeps answering, e.g. the edge's /api and /config.json. */
  passThrough?: (url: URL) => boolean;
  /** Page loads of unknown paths get index.html, as the shell's edge answers deep links. */
  appShell?: boolean;
}

function fileIn(folder: string, pathname: string): string | null {
  const root = resolve(folder);
  const file = resolve(join(root, decodeURIComponent(pathname)));
  if (!file.startsWith(root + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * Answers every request the browser makes to `origin` from a build folder, the way a CDN (open CORS, as the cdn
 * server of the stack) or the shell's edge would, so a build the stack does not serve can be loaded for real.
 */
export async function serveBuildAt(target: Page | BrowserContext, origin: string, folder: string, options: ServeBuildOptions = {}): Promise<void> {
  await target.route(
    (url) => url.origin === origin,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (options.passThrough?.(url)) return route.fallback();
      const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
      const file = fileIn(folder, url.pathname);
      if (file) return route.fulfill({ path: file, headers });
      if (options.appShell && request.resourceType() === 'document') return route.fulfill({ path: join(folder, 'index.html'), headers });
      return route.fulfill({ status: 404, headers, contentType: 'application/json', body: '{"error":"Not found"}' });
    },
  );
}
