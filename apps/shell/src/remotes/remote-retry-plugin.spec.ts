/** @jest-environment node */
// Node's own fetch Response: the runtime only accepts an answer that is a real Response.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteRetryPlugin, type RetryEvent } from './remote-retry-plugin.js';
import type { RetryPolicy } from './retry-policy.js';

const POLICY: RetryPolicy = { retries: 2, firstDelayMs: 100, maxDelayMs: 1_000 };
const MANIFEST_URL = 'https://cdn-a.example.com/admin/1.4.0/mf-manifest.json';

function manifest(buildVersion: string) {
  return { metaData: { name: 'admin', publicPath: 'auto', buildInfo: { buildVersion } }, exposes: [], shared: [] };
}

/** A wait the test releases by hand, so no retry can happen before the test says the backoff is over. */
function manualWaits() {
  const pending: Array<{ ms: number; release: () => void }> = [];
  const asked: number[] = [];
  return {
    asked,
    wait: (ms: number) =>
      new Promise<void>((resolve) => {
        asked.push(ms);
        pending.push({ ms, release: resolve });
      }),
    releaseNext() {
      const next = pending.shift();
      if (!next) throw new Error('Nothing is waiting');
      next.release();
    },
  };
}

/** Lets every settled promise run its continuations. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `body` is sent as JSON, `text` as it is; neither gives a plain-text error page. */
type Answer = { status: number; body?: unknown; text?: string } | Error;

function scriptedFetch(answers: Answer[]) {
  const requested: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    requested.push(String(input));
    const answer = answers.shift();
    if (!answer) throw new Error('No answer scripted');
    if (answer instanceof Error) throw answer;
    const text = answer.text ?? (answer.body === undefined ? 'Service Unavailable' : JSON.stringify(answer.body));
    return new Response(text, { status: answer.status });
  }) as typeof fetch;
  return { fetchImpl, requested };
}

type FetchHook = NonNullable<ModuleFederationRuntimePlugin['fetch']>;
type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

function fetchHook(plugin: ModuleFederationRuntimePlugin): FetchHook {
  if (!plugin.fetch) throw new Error('The plugin has no fetch hook');
  return plugin.fetch;
}

const remoteInfo = { name: 'admin', entry: 'https://cdn-a.example.com/admin/1.4.0/remoteEntry.js' } as LoadEntryErrorArgs['remoteInfo'];

describe('remoteRetryPlugin: the manifest', () => {
  it('retries after 100 ms, then 200 ms, and not before each wait is over', async () => {
    const waits = manualWaits();
    const { fetchImpl, requested } = scriptedFetch([new TypeError('Failed to fetch'), { status: 503 }, { status: 200, body: manifest('1.4.0') }]);
    const retries: RetryEvent[] = [];
    const versions: Array<[string, string | null]> = [];
    const plugin = remoteRetryPlugin({
      policy: POLICY,
      fallbackOrigins: [],
      wait: waits.wait,
      fetch: fetchImpl,
      onRetry: (event) => retries.push(event),
      onManifest: (remote, version) => versions.push([remote, version]),
    });

    const answer = fetchHook(plugin)(MANIFEST_URL, {}, remoteInfo);
    await settle();
    expect(requested).toHaveLength(1);
    expect(waits.asked).toEqual([100]);

    waits.releaseNext();
    await settle();
    expect(requested).toHaveLength(2);
    expect(waits.asked).toEqual([100, 200]);

    waits.releaseNext();
    const response = await answer;
    expect(response).toBeInstanceOf(Response);
    expect(await (response as Response).json()).toEqual(manifest('1.4.0'));
    expect(requested).toEqual([MANIFEST_URL, `${MANIFEST_URL}?mf_attempt=1`, `${MANIFEST_URL}?mf_attempt=2`]);
    expect(retries.map(({ retry, delayMs, resource, remote }) => ({ retry, delayMs, resource, remote }))).toEqual([
      { retry: 1, delayMs: 100, resource: 'manifest', remote: 'admin' },
      { retry: 2, delayMs: 200, resource: 'manifest', remote: 'admin' },
    ]);
    expect(retries[1]?.error).toEqual(new Error(`${MANIFEST_URL}?mf_attempt=1 answered HTTP 503.`));
    expect(versions).toEqual([['admin', '1.4.0']]);
  });

  it('falls back to the second CDN domain, and the remote then loads its entry and chunks from there', async () => {
    const waits = manualWaits();
    const { fetchImpl, requested } = scriptedFetch([{ status: 502 }, { status: 200, body: manifest('1.4.0') }]);
    const plugin = remoteRetryPlugin({ policy: POLICY, fallbackOrigins: ['https://cdn-b.example.com'], wait: waits.wait, fetch: fetchImpl });

    const answer = fetchHook(plugin)(MANIFEST_URL, {}, remoteInfo);
    await settle();
    waits.releaseNext();
    const body = (await (await (answer as Promise<Response>)).json()) as ReturnType<typeof manifest>;
    expect(requested).toEqual([MANIFEST_URL, 'https://cdn-b.example.com/admin/1.4.0/mf-manifest.json?mf_attempt=1']);
    expect(body.metaData.publicPath).toBe('https://cdn-b.example.com/admin/1.4.0/');
  });

  it('tries every fallback domain even when fewer retries are configured', async () => {
    const { fetchImpl, requested } = scriptedFetch([{ status: 503 }, new TypeError('Failed to fetch'), { status: 200, body: manifest('1.4.0') }]);
    const plugin = remoteRetryPlugin({
      policy: { retries: 1, firstDelayMs: 100, maxDelayMs: 150 },
      fallbackOrigins: ['https://cdn-b.example.com', 'https://cdn-c.example.com'],
      wait: async () => undefined,
      fetch: fetchImpl,
    });
    await fetchHook(plugin)(MANIFEST_URL, {}, remoteInfo);
    expect(requested.map((url) => new URL(url).origin)).toEqual([
      'https://cdn-a.example.com',
      'https://cdn-b.example.com',
      'https://cdn-c.example.com',
    ]);
  });

  it('retries an answer that is not JSON (an HTML error page), and gives up with the last failure', async () => {
    const { fetchImpl, requested } = scriptedFetch([{ status: 200, text: '<!doctype html><p>Maintenance</p>' }, { status: 503 }, { status: 404 }]);
    const plugin = remoteRetryPlugin({ policy: POLICY, fallbackOrigins: [], wait: async () => undefined, fetch: fetchImpl });
    await expect(fetchHook(plugin)(MANIFEST_URL, {}, remoteInfo)).rejects.toThrow(`${MANIFEST_URL}?mf_attempt=2 answered HTTP 404.`);
    expect(requested).toHaveLength(3);
  });
});

describe('remoteRetryPlugin: remoteEntry.js', () => {
  function loadEntryError(plugin: ModuleFederationRuntimePlugin): LoadEntryErrorHook {
    if (!plugin.loadEntryError) throw new Error('The plugin has no loadEntryError hook');
    return plugin.loadEntryError;
  }

  it('loads the entry again after a backoff, from the fallback domain, as a load of its own', async () => {
    const waits: number[] = [];
    const tried: string[] = [];
    const entry = { init: () => undefined, get: () => undefined } as unknown as Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>;
    const globalLoading: LoadEntryErrorArgs['globalLoading'] = { 'admin:entry': Promise.resolve(undefined) };
    const getRemoteEntry: LoadEntryErrorArgs['getRemoteEntry'] = async ({ getEntryUrl }) => {
      expect(globalLoading['admin:entry']).toBeUndefined();
      const url = getEntryUrl?.(remoteInfo.entry) ?? remoteInfo.entry;
      tried.push(url);
      if (tried.length === 1) throw new Error(`ScriptNetworkError: Failed to load script "${url}"`);
      return entry;
    };
    const plugin = remoteRetryPlugin({
      policy: POLICY,
      fallbackOrigins: ['https://cdn-b.example.com'],
      wait: async (ms) => {
        waits.push(ms);
      },
      fetch: scriptedFetch([]).fetchImpl,
    });

    const recovered = await loadEntryError(plugin)({
      getRemoteEntry,
      origin: {} as LoadEntryErrorArgs['origin'],
      remoteInfo,
      globalLoading,
      uniqueKey: 'admin:entry',
    });
    expect(recovered).toBe(entry);
    expect(tried).toEqual([
      'https://cdn-b.example.com/admin/1.4.0/remoteEntry.js?mf_attempt=1',
      'https://cdn-a.example.com/admin/1.4.0/remoteEntry.js?mf_attempt=2',
    ]);
    expect(waits).toEqual([100, 200]);
  });

  it('answers nothing when every retry fails, so the runtime reports its own error', async () => {
    const plugin = remoteRetryPlugin({ policy: POLICY, fallbackOrigins: [], wait: async () => undefined, fetch: scriptedFetch([]).fetchImpl });
    let calls = 0;
    const recovered = await loadEntryError(plugin)({
      getRemoteEntry: async () => {
        calls += 1;
        throw new Error('ScriptNetworkError');
      },
      origin: {} as LoadEntryErrorArgs['origin'],
      remoteInfo,
      globalLoading: {},
      uniqueKey: 'admin:entry',
    });
    expect(recovered).toBeUndefined();
    expect(calls).toBe(POLICY.retries);
  });
});
