import type { RemoteName } from '@fsp/contracts';
import type { RemoteRegistry } from './remote-registry.js';

/**
 * How long the boot screen waits for the first page's remote before the shell renders without it. Its files are
 * already downloading beside the shell's (the edge's preload hints and `preload` in main.ts), so on a working
 * network it is ready about when React is. A remote that is down or slow gets the shell's own loading and error
 * states after this long instead.
 */
export const FIRST_PAGE_WAIT_MS = 1_500;

/**
 * Loads the page's remote component before the first render, so that render shows the page itself. Rendered
 * behind a Suspense fallback instead, the page would appear only when React's fallback throttle (300 ms after the
 * fallback was committed) lets it: a third of a second of the landing page's largest paint on a phone.
 * Never rejects: a failure is shown by the route's own load, which retries.
 */
export async function loadFirstPage(
  registry: Pick<RemoteRegistry, 'load'>,
  route: { remote: RemoteName; expose: string },
  wait: (ms: number) => Promise<void>,
  maxWaitMs = FIRST_PAGE_WAIT_MS,
): Promise<void> {
  await Promise.race([registry.load(route.remote, route.expose).then(() => undefined, () => undefined), wait(maxWaitMs)]);
}
