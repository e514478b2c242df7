import { REMOTE_NAMES, type RemoteName } from '@fsp/contracts';
import Fastify from 'fastify';
import { listenUrl, type RunningServer } from './running-server.js';
import type { RunningStack } from './stack.js';

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * A loopback-only control endpoint for end-to-end tests, which run in other processes than the stack:
 * `GET /urls`, `POST /remotes/:name/stop`, `POST /remotes/:name/start`.
 */
export async function startStackControl(stack: RunningStack, port: number): Promise<RunningServer> {
  const app = Fastify({ logger: false });

  app.get('/urls', async () => stack.urls);

  app.post<{ Params: { name: string; action: string } }>('/remotes/:name/:action', async (request, reply) => {
    const { name, action } = request.params;
    if (!isRemoteName(name)) return reply.code(404).send({ error: `Unknown remote "${name}"; expected one of ${REMOTE_NAMES.join(', ')}` });
    if (action === 'stop') await stack.stopRemote(name);
    else if (action === 'start') await stack.startRemote(name);
    else return reply.code(404).send({ error: `Unknown action "${action}"; expected stop or start` });
    return { remote: name, running: action === 'start' };
  });

  const url = await listenUrl(app, port, '127.0.0.1');
  return { url, close: () => app.close() };
}
