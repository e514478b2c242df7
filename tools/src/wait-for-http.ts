export interface WaitForHttpOptions {
  timeoutMs: number;
  /** Accept any answer below 500 (dev servers) instead of only 2xx (health endpoints). */
  anyResponse?: boolean;
  signal?: AbortSignal;
}

const POLL_INTERVAL_MS = 250;

/** Polls `url` until it answers, the timeout passes or `signal` aborts. */
export async function waitForHttp(url: string, { timeoutMs, anyResponse = false, signal }: WaitForHttpOptions): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok || (anyResponse && response.status < 500)) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000}s (${lastProblem})`);
}
