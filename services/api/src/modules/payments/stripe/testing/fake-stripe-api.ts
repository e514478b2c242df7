import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentsConfig } from '../../../../config/api-config.js';

export interface StripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The SDK sends form-encoded bodies. */
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export type StripeAnswer = { status: number; body: unknown };

export interface FakeStripe {
  server: Server;
  requests: StripeRequest[];
  /** The stripe SDK's host, port and protocol for this server. */
  api: NonNullable<PaymentsConfig['stripeApi']>;
}

/** A local stand-in for api.stripe.com: records each request and answers it with `answerFor`'s Stripe-shaped JSON. */
export async function startFakeStripe(answerFor: (request: StripeRequest) => StripeAnswer): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        headers: req.headers,
      };
      requests.push(request);
      const answer = answerFor(request);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, requests, api: { host: '127.0.0.1', port, protocol: 'http' } };
}

export async function stopFakeStripe(fake: FakeStripe): Promise<void> {
  fake.server.closeAllConnections();
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
}

/** Stripe's error body, e.g. 400 invalid_request_error resource_missing. */
export function stripeError(status: number, code: string | null, message: string, type = 'invalid_request_error'): StripeAnswer {
  return { status, body: { error: { type, ...(code ? { code } : {}), message } } };
}
