import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetchLike } from '../fetch-like.js';
import { createNodeHttpFetch } from './node-http-fetch.js';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface TestResponse {
  status: number;
  body?: unknown;
  /** Sent as is instead of JSON, e.g. to test a non-JSON error page. */
  rawBody?: string;
  /** Extra response headers, e.g. a file's Content-Type and Content-Disposition (they win over the defaults). */
  headers?: Record<string, string>;
}

export type TestRoute = TestResponse | ((request: RecordedRequest) => TestResponse | Promise<TestResponse>);

export interface TestApiServer {
  origin: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Replaces or adds a route, keyed "METHOD /path". */
  route(key: string, handler: TestRoute): void;
  fetch: FetchLike;
  close(): Promise<void>;
}

/** A real HTTP server on a random local port answering JSON per "METHOD /path" route; others get 404. */
export async function startTestApiServer(routes: Record<string, TestRoute> = {}): Promise<TestApiServer> {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(recorded);
      const route = table.get(`${recorded.method} ${recorded.path}`);
      try {
        const answer: TestResponse = !route
          ? { status: 404, body: { error: 'Not found' } }
          : typeof route === 'function'
            ? await route(recorded)
            : route;
        const headers = answer.headers ?? {};
        if (answer.rawBody !== undefined) {
          res.writeHead(answer.status, { 'Content-Type': 'text/plain', ...headers }).end(answer.rawBody);
        } else if (answer.body === undefined) {
          res.writeHead(answer.status, headers).end();
        } else {
          res.writeHead(answer.status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(answer.body));
        }
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    requests,
    route: (key, handler) => void table.set(key, handler),
    fetch: createNodeHttpFetch(origin),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
