import { TEST_RUNTIME_CONFIG } from '@fsp/session';
import { loadRuntimeConfig } from './load-runtime-config.js';

function serve(status: number, body: () => Promise<unknown>) {
  const seen: Array<RequestInit | undefined> = [];
  const fetchImpl = (async (_url: string, init?: RequestInit) => {
    seen.push(init);
    return { ok: status < 300, status, json: body } as Response;
  }) as typeof fetch;
  return { seen, fetchImpl };
}

describe('loadRuntimeConfig', () => {
  it('fetches /config.json without the HTTP cache and accepts a complete config', async () => {
    const { seen, fetchImpl } = serve(200, async () => TEST_RUNTIME_CONFIG);
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual({ ok: true, config: TEST_RUNTIME_CONFIG });
    expect(seen[0]?.cache).toBe('no-store');
  });

  it('explains an HTTP failure, bad JSON and an incomplete config', async () => {
    await expect(loadRuntimeConfig(serve(404, async () => ({})).fetchImpl)).resolves.toEqual({
      ok: false,
      error: '/config.json answered HTTP 404.',
    });
    const badJson = serve(200, async () => {
      throw new SyntaxError('Unexpected token');
    });
    await expect(loadRuntimeConfig(badJson.fetchImpl)).resolves.toEqual({ ok: false, error: '/config.json is not valid JSON.' });
    const partial = serve(200, async () => ({ ...TEST_RUNTIME_CONFIG, remotes: { admin: 'x' } }));
    await expect(loadRuntimeConfig(partial.fetchImpl)).resolves.toMatchObject({ ok: false });
  });

  it('explains an unreachable server', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual({
      ok: false,
      error: 'Could not reach /config.json: Failed to fetch',
    });
  });
});
