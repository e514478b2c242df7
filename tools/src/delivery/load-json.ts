import { readFile } from 'node:fs/promises';

export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;

export function isHttpUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/** Fetches a URL (Node keeps no HTTP cache; the header asks proxies to revalidate), failing after `timeoutMs` instead of hanging. */
export async function fetchText(url: string, timeoutMs = DEFAULT_FETCH_TIMEOUT_MS): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'cache-control': 'no-cache' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // The timeout's DOMException is not always an Error instance (Jest's VM realms), so it is told by its name.
    const reason = (error as { name?: unknown }).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String((error as Error).cause ?? error);
    throw new Error(`Could not fetch ${url}: ${reason}`);
  }
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.text();
}

/** JSON from an http(s) URL or a file path. */
export async function loadJson(source: string, timeoutMs = DEFAULT_FETCH_TIMEOUT_MS): Promise<unknown> {
  const text = isHttpUrl(source) ? await fetchText(source, timeoutMs) : await readFile(source, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
}

/** A URL named inside a document, resolved against the document's own URL (files: as given). */
export function resolveAgainst(source: string, reference: string): string {
  return isHttpUrl(source) ? new URL(reference, source).toString() : reference;
}
