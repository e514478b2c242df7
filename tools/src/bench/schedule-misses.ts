import { Agent } from 'node:http';
import { getOnce, percentile } from './measure-endpoint.js';

export interface VisitToChange {
  base: string;
  headers: Record<string, string>;
  /** A weekly rule with a visit on `date`. */
  ruleId: number;
  date: string;
}

/** Moves that visit between 09:00 and 10:00 through the API (a real write: its organization's schedule changes). */
export async function changeVisitTime({ base, headers, ruleId, date }: VisitToChange, round: number): Promise<void> {
  const response = await fetch(`${base}/api/owner/schedule/${ruleId}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ date, start_time: round % 2 === 0 ? '09:00' : '10:00' }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`PATCH /api/owner/schedule/${ruleId} answered ${response.status}`);
}

export interface MissResult {
  p50Ms: number;
  p99Ms: number;
  errors: number;
  bytes: number;
}

/**
 * `rounds` times at one client: a write through the API, then one read of `url` (only the read is timed), so every
 * read is the first after a write.
 */
export async function measureReadsAfterWrites(visit: VisitToChange, url: string, readHeaders: Record<string, string>, rounds: number): Promise<MissResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      await changeVisitTime(visit, round);
      const started = process.hrtime.bigint();
      const answer = await getOnce(agent, target, readHeaders);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (answer.status !== 200) errors += 1;
      else bytes = answer.bytes;
    }
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return { p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), errors, bytes };
}
