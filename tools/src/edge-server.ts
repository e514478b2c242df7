import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { API_ERRORS, REQUEST_BODY_LIMIT_BYTES, type EnvRecord } from '@fsp/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RawServerBase, type RouteGenericInterface, type RouteHandlerMethod } from 'fastify';
import { basename, resolve } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { cacheControlFor, NO_CACHE, uncompressedPath } from './cache-policy.js';
import { createRemotePreloadHints } from './remote-preload-hints.js';
import { listenUrl, type RunningServer } from './running-server.js';
import { loadShellRuntimeConfig } from './shell-runtime-config.js';
import { DEFAULT_CONFIG_FETCH_TIMEOUT_MS, fetchRuntimeConfigObject, runtimeConfigUrl } from './delivery/runtime-config-object.js';

export interface EdgeServerOptions {
  /** The shell's build, e.g. `apps/shell/dist`. */
  root: string;
  port: number;
  host?: string;
  /** Origin of the API that `/api/*` is proxied to, e.g. http://127.0.0.1:3000. */
  apiUrl: string;
  /** Read on every `/config.json` request (REMOTE_*_URL, AUTH0_*, PUBLIC_API_BASE_URL, SHELL_RUNTIME_CONFIG). */
  env: EnvRecord;
  /** Largest body forwarded to the API; the API's own limit by default, so the edge refuses first. */
  bodyLimit?: number;
  /** How long the API may take to answer (headers, then between body chunks) before the edge answers 504. */
  replyTimeoutMs?: number;
  /** How long the runtime config object SHELL_RUNTIME_CONFIG_URL names may take before `/config.json` answers 502. */
  configFetchTimeoutMs?: number;
}

export const DEFAULT_EDGE_REPLY_TIMEOUT_MS = 60_000;

const API_TIMED_OUT = 'The API took too long to answer. Please try again.';

/**
 * The HTML may load scripts from any remote origin named in the runtime config, so the policy restricts
 * framing, plugins and <base> only, never script or connect sources.
 */
const HTML_SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Takes the file as served, so `index.html.br` (the compressed copy sent in its place) counts as HTML too. */
function isHtml(filePath: string): boolean {
  return uncompressedPath(filePath).endsWith('.html');
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

class BodyTooLargeError extends Error {
  constructor() {
    super(API_ERRORS.bodyTooLarge);
  }
}

/** Passes a streamed body on, failing it once more than `limit` bytes went through (a chunked upload). */
function limitedBody(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      callback(seen > limit ? new BodyTooLargeError() : null, chunk);
    },
  });
}

function declaredLength(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  return header === undefined || !/^\d+$/.test(header) ? null : Number(header);
}

/**
 * The proxy streams request bodies to the API as they arrive. A body over the limit is refused here with 413
 * at once (by its Content-Length, or when a chunked one passes the limit), rather than half-forwarded to an
 * API that refuses it and closes the connection while the edge is still uploading.
 */
function limitProxiedBody(limit: number) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const length = declaredLength(request);
    if (length !== null && length > limit) {
      // The unread upload is not worth draining: the client gets its answer and the connection closes.
      return reply.code(413).header('connection', 'close').header('cache-control', NO_CACHE).send({ error: API_ERRORS.bodyTooLarge });
    }
    const body = request.body;
    if (length === null && body && typeof (body as NodeJS.ReadableStream).pipe === 'function') {
      const limited = limitedBody(limit);
      const raw = body as NodeJS.ReadableStream;
      // The client keeps sending until it reads the 413; the rest of its upload is read and dropped.
      limited.on('error', () => {
        raw.unpipe(limited);
        raw.resume();
      });
      request.body = raw.pipe(limited);
    }
  };
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

function sendApiError(reply: FastifyReply<RouteGenericInterface, RawServerBase>, error: Error): void {
  const chain = causeChain(error);
  if (chain.some((link) => link instanceof BodyTooLargeError)) {
    void reply.code(413).header('connection', 'close').header('cache-control', NO_CACHE).send({ error: API_ERRORS.bodyTooLarge });
    return;
  }
  if ((error as Error & { statusCode?: number }).statusCode === 504) {
    reply.request.log.warn({ err: error }, 'API timed out');
    void reply.code(504).header('cache-control', NO_CACHE).send({ error: API_TIMED_OUT });
    return;
  }
  reply.request.log.warn({ err: error }, 'API unreachable');
  void reply.code(502).header('cache-control', NO_CACHE).send({ error: 'The API is unavailable. Please try again shortly.' });
}

export function createEdgeApp({
  root,
  apiUrl,
  env,
  bodyLimit = REQUEST_BODY_LIMIT_BYTES,
  replyTimeoutMs = DEFAULT_EDGE_REPLY_TIMEOUT_MS,
  configFetchTimeoutMs = DEFAULT_CONFIG_FETCH_TIMEOUT_MS,
}: Omit<EdgeServerOptions, 'port' | 'host'>): FastifyInstance {
  const app = Fastify({ logger: false });

  const preloadHints = createRemotePreloadHints({
    loadConfig: async () => {
      const objectUrl = runtimeConfigUrl(env);
      return objectUrl ? fetchRuntimeConfigObject(objectUrl, configFetchTimeoutMs) : loadShellRuntimeConfig(env);
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (request.method === 'GET' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const hints = await preloadHints.headerFor(request.url.split('?')[0] ?? '/');
      if (hints) reply.header('link', hints);
    }
    return payload;
  });

  const serveRuntimeConfig: RouteHandlerMethod = async (_request, reply) => {
    const objectUrl = runtimeConfigUrl(env);
    if (objectUrl) {
      try {
        return reply.header('cache-control', NO_CACHE).send(await fetchRuntimeConfigObject(objectUrl, configFetchTimeoutMs));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return reply.code(502).header('cache-control', NO_CACHE).send({ error: `Runtime config unavailable: ${message}` });
      }
    }
    try {
      const config = await loadShellRuntimeConfig(env);
      return reply.header('cache-control', NO_CACHE).send(config);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return reply.code(500).header('cache-control', NO_CACHE).send({ error: `Runtime config unavailable: ${message}` });
    }
  };

  // /config.json is built per request, so it is compressed per request; the compression plugin lives in this scope
  // only, leaving the static files (compressed at build time) and the proxied API (which compresses its own) alone.
  void app.register(async (scope) => {
    await scope.register(fastifyCompress, { threshold: 0 });
    scope.get('/config.json', serveRuntimeConfig);
  });

  void app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    preHandler: limitProxiedBody(bodyLimit),
    replyOptions: {
      timeout: replyTimeoutMs,
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.protocol,
      }),
      onError: (reply, { error }) => sendApiError(reply, error),
    },
  });

  void app.register(fastifyStatic, {
    root: resolve(root),
    cacheControl: false,
    index: 'index.html',
    // Sends `<file>.br` / `<file>.gz` from the build when the client accepts it (Vary: Accept-Encoding), else the
    // file; sendFile() for deep links goes through the same choice.
    preCompressed: true,
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
