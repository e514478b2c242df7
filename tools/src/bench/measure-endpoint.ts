import { Agent, request } from 'node:http';

export interface EndpointResult {
  name: string;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
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

function getOnce(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted: number[], fraction: number): number {
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
    const worker = async () => {
      while (next < options.requests) {
        next += 1;
        const started = process.hrtime.bigint();
        const status = await getOnce(agent, url, options.headers).catch(() => 0);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (status < 200 || status >= 300) errors += 1;
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
    };
  } finally {
    agent.destroy();
  }
}
