import { request } from 'node:http';
import type { FetchLike } from '../fetch-like.js';

/**
 * A real HTTP client for Jest's jsdom environment, which has no fetch: relative URLs are
 * resolved against `origin`, so `/api/...` reaches a local test server.
 */
export function createNodeHttpFetch(origin: string): FetchLike {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const target = new URL(url, origin);
      const req = request(target, { method: init.method, headers: init.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          const headers = {
            get: (name: string) => {
              const value = res.headers[name.toLowerCase()];
              return Array.isArray(value) ? value.join(', ') : (value ?? null);
            },
          };
          // The headers too, as a browser's Response has them (a file download reads Content-Type and Content-Disposition).
          const response = { ok: status >= 200 && status < 300, status, headers, text: async () => text };
          resolve(response);
        });
      });
      req.on('error', reject);
      init.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
      if (init.body !== undefined) req.write(init.body);
      req.end();
    });
}
