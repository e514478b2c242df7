import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { cacheControlFor } from './cache-policy.js';
import { listenUrl, type RunningServer } from './running-server.js';

export interface CdnServerOptions {
  /** The folder to serve, e.g. a remote's `apps/admin/dist`. */
  root: string;
  port: number;
  host?: string;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
} as const;

/**
 * Serves one remote's build the way a CDN would: open CORS, immutable hashed chunks, revalidated entry files, and
 * text files compressed at build time.
 */
export function createCdnApp(root: string): FastifyInstance {
  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({ ...CORS_HEADERS, 'x-content-type-options': 'nosniff' });
  });

  app.options('*', async (_request, reply) => reply.code(204).send());

  void app.register(fastifyStatic, {
    root: resolve(root),
    cacheControl: false,
    index: false,
    // Sends `<file>.br` / `<file>.gz` from the build when the client accepts it (Vary: Accept-Encoding), else the file.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).header('cache-control', 'no-cache').send({ error: 'Not found' }));

  return app;
}

export async function startCdnServer({ root, port, host = 'localhost' }: CdnServerOptions): Promise<RunningServer> {
  const app = createCdnApp(root);
  const url = await listenUrl(app, port, host);
  return { url, close: () => app.close() };
}
