import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { EnvRecord } from '@fsp/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RawServerBase, type RouteGenericInterface } from 'fastify';
import { basename, resolve } from 'node:path';
import { cacheControlFor, NO_CACHE } from './cache-policy.js';
import { listenUrl, type RunningServer } from './running-server.js';
import { loadShellRuntimeConfig } from './shell-runtime-config.js';

export interface EdgeServerOptions {
  /** The shell's build, e.g. `apps/shell/dist`. */
  root: string;
  port: number;
  host?: string;
  /** Origin of the API that `/api/*` is proxied to, e.g. http://127.0.0.1:3000. */
  apiUrl: string;
  /** Read on every `/config.json` request (REMOTE_*_URL, AUTH0_*, PUBLIC_API_BASE_URL, SHELL_RUNTIME_CONFIG). */
  env: EnvRecord;
}

/**
 * The HTML may load scripts from any remote origin named in the runtime config, so the policy restricts
 * framing, plugins and <base> only, never script or connect sources.
 */
const HTML_SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

function isHtml(filePath: string): boolean {
  return filePath.endsWith('.html');
}

/** Browser navigations ask for HTML; a missing script or chunk must stay a 404, not become index.html. */
function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
  const lastSegment = basename(path);
  return acceptsHtml || !lastSegment.includes('.');
}

function sendApiUnavailable(reply: FastifyReply<RouteGenericInterface, RawServerBase>, error: Error): void {
  reply.request.log.warn({ err: error }, 'API unreachable');
  void reply.code(502).header('cache-control', NO_CACHE).send({ error: 'The API is unavailable. Please try again shortly.' });
}

export function createEdgeApp({ root, apiUrl, env }: Omit<EdgeServerOptions, 'port' | 'host'>): FastifyInstance {
  const app = Fastify({ logger: false });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });

  app.get('/config.json', async (_request, reply) => {
    try {
      const config = await loadShellRuntimeConfig(env);
      return reply.header('cache-control', NO_CACHE).send(config);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return reply.code(500).header('cache-control', NO_CACHE).send({ error: `Runtime config unavailable: ${message}` });
    }
  });

  void app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.protocol,
      }),
      onError: (reply, { error }) => sendApiUnavailable(reply, error),
    },
  });

  void app.register(fastifyStatic, {
    root: resolve(root),
    cacheControl: false,
    index: 'index.html',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
      if (isHtml(filePath)) reply.headers(HTML_SECURITY_HEADERS);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsAppShell(request)) return reply.code(200).sendFile('index.html');
    return reply.code(404).header('cache-control', NO_CACHE).send({ error: 'Not found' });
  });

  return app;
}

export async function startEdgeServer(options: EdgeServerOptions): Promise<RunningServer> {
  const app = createEdgeApp(options);
  const url = await listenUrl(app, options.port, options.host ?? 'localhost');
  return { url, close: () => app.close() };
}
