import { Agent, request } from 'node:http';

/** What a browser sends (the bench counts the bytes as they travel: node:http leaves the body compressed). */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'br, gzip' } as const;

export interface EndpointResult {
  name: string;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Body bytes of the last answer as sent (compressed when the server compressed it). */
  bytes: number;
  /** Its content-encoding, or 'identity'. */
  encoding: string;
  /** Further figures to print beside the timings. */
  columns?: Record<string, string>;
}

export interface MeasureOptions {
  name: string;
  url: string;
  headers: Record<string, string>;
  requests: number;
  concurrency: number;
  warmup: number;
}

export interface Answer {
  status: number;
  bytes: number;
  encoding: string;
}

/** One GET, its body read to the end but not decoded. */
export function getOnce(agent: Agent | undefined, url: URL, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Sends `requests` GETs over `concurrency` keep-alive connections; any non-2xx answer counts as an error. */
export async function measureEndpoint(options: MeasureOptions): Promise<EndpointResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const url = new URL(options.url);
  try {
    for (let i = 0; i < options.warmup; i += 1) await getOnce(agent, url, options.headers);

    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    let last: Answer = { status: 0, bytes: 0, encoding: 'identity' };
    const worker = async () => {
      while (next < options.requests) {
        next += 1;
        const started = process.hrtime.bigint();
        const answer = await getOnce(agent, url, options.headers).catch((): Answer => ({ status: 0, bytes: 0, encoding: 'identity' }));
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (answer.status < 200 || answer.status >= 300) errors += 1;
        else last = answer;
      }
    };
    const started = process.hrtime.bigint();
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;

    latencies.sort((a, b) => a - b);
    return {
      name: options.name,
      requests: latencies.length,
      errors,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      requestsPerSecond: latencies.length / elapsedSeconds,
      bytes: last.bytes,
      encoding: last.encoding,
    };
  } finally {
    agent.destroy();
  }
}
