import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsApiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

export interface LocalSmsApi {
  /** http://127.0.0.1:PORT, the transport's apiBaseUrl. */
  url: string;
  requests: SmsApiRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server speaking Twilio's Messages API: 201 with a message resource, or Twilio's 400 error body
 * for numbers `rejectNumber` matches.
 */
export async function startLocalSmsApi(options: { rejectNumber?: (to: string) => boolean } = {}): Promise<LocalSmsApi> {
  const requests: SmsApiRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      const to = form.get('To') ?? '';
      const answer = options.rejectNumber?.(to)
        ? { status: 400, body: { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 } }
        : { status: 201, body: { sid: `SM${requests.length.toString().padStart(32, '0')}`, to, from: form.get('From'), body: form.get('Body'), status: 'queued' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
