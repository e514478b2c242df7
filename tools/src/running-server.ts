import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  /** Origin the server answers on, without a trailing slash (e.g. http://localhost:4203). */
  url: string;
  close(): Promise<void>;
}

/** Listens and returns the origin, resolving port 0 to the port the OS picked. */
export async function listenUrl(app: FastifyInstance, port: number, host: string): Promise<string> {
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${urlHost}:${address.port}`;
}
