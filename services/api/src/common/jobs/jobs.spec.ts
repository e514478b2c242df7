import { Injectable, Logger, Module } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases, type TestDatabaseKind } from '../../testing/test-databases.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { JobHandler, type JobInfo } from './job-handler.decorator.js';
import { JobQueue } from './job-queue.js';
import { jobQueueSchemaOf } from './job-queue-schema.js';
import { jobOutcome } from './job-testing.js';
import { startJobWorker } from './job-worker-process.js';
import { CRON_ON_START_KEY, JobWorkers } from './job-workers.js';

const BOOT_TIMEOUT_MS = 90_000;

/** What the probe handlers are told to do. */
interface ProbeData {
  /** Fail this many attempts before succeeding (probe-flaky). */
  failTimes?: number;
  /** Wait until releaseGate(gate) before finishing. */
  gate?: string;
}

interface ProbeRun {
  queue: string;
  jobId: string;
  data: ProbeData;
  /** The probe instance (one per API process) that ran it. */
  processTag: string;
}

/** Every probe run in this Jest worker, whichever API process ran it; waits are event-driven and bounded. */
class ProbeLog {
  readonly runs: ProbeRun[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly gates = new Map<string, { opened: Promise<void>; open: () => void }>();

  add(run: ProbeRun): void {
    this.runs.push(run);
    for (const listener of [...this.listeners]) listener();
  }

  runsOf(jobId: string): ProbeRun[] {
    return this.runs.filter((run) => run.jobId === jobId);
  }

  /** Resolves with `find()`'s first defined answer, checked now and after every run; rejects after `timeoutMs`. */
  async until<T>(what: string, find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
    const timeout = new AbortController();
    let listener = (): void => undefined;
    try {
      return await new Promise<T>((resolve, reject) => {
        listener = () => {
          const found = find();
          if (found !== undefined) resolve(found);
        };
        this.listeners.add(listener);
        delay(timeoutMs, undefined, { signal: timeout.signal }).then(
          () => reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)),
          () => undefined,
        );
        listener();
      });
    } finally {
      this.listeners.delete(listener);
      timeout.abort();
    }
  }

  gate(name: string): Promise<void> {
    return this.gateEntry(name).opened;
  }

  releaseGate(name: string): void {
    this.gateEntry(name).open();
  }

  private gateEntry(name: string): { opened: Promise<void>; open: () => void } {
    let entry = this.gates.get(name);
    if (!entry) {
      let open = (): void => undefined;
      const opened = new Promise<void>((resolve) => (open = resolve));
      entry = { opened, open };
      this.gates.set(name, entry);
    }
    return entry;
  }
}

const probeLog = new ProbeLog();

const PROBE_CRON = '0 0 1 1 *';
const PROBE_CRON_TZ = 'Europe/Paris';

/** Test-only @JobHandler methods, mounted through startTestApi's extraModules. */
@Injectable()
class JobProbe {
  readonly processTag: string = randomUUID();

  @JobHandler('probe-echo')
  async echo(data: ProbeData, job: JobInfo): Promise<void> {
    this.record(data, job);
    if (data.gate) await probeLog.gate(data.gate);
  }

  @JobHandler('probe-flaky', { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false })
  async flaky(data: ProbeData, job: JobInfo): Promise<void> {
    this.record(data, job);
    if (probeLog.runsOf(job.id).length <= (data.failTimes ?? 0)) throw new Error(`probe-flaky failure ${probeLog.runsOf(job.id).length}`);
  }

  @JobHandler('probe-doomed', { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false })
  async doomed(data: ProbeData, job: JobInfo): Promise<void> {
    this.record(data, job);
    throw new Error('probe-doomed always fails');
  }

  @JobHandler('probe-cron', { cron: PROBE_CRON, tz: PROBE_CRON_TZ })
  async yearly(data: ProbeData, job: JobInfo): Promise<void> {
    this.record(data, job);
  }

  private record(data: ProbeData, job: JobInfo): void {
    probeLog.add({ queue: job.name, jobId: job.id, data, processTag: this.processTag });
  }
}

@Module({ providers: [JobProbe] })
class JobProbeModule {}

interface JobRow {
  state: string;
  retry_count: number;
  singleton_key: string | null;
  output: { message?: string } | null;
}

/**
 * PostgreSQL: a web-only process (JOBS=off) that stays up, and two processes running jobs on the same schema.
 * PGlite serves one process: the web-only one stops before the one running jobs starts on the same data directory.
 */
describe.each(testDatabases())('background jobs on %s', (database: TestDatabaseKind) => {
  const severalProcesses = database === 'postgresql';
  let dataDir: string | null = null;
  let web: TestApi | null = null;
  let workers: TestApi[] = [];
  /** Sent by the web-only process before any process ran jobs. */
  let waitingJob: { id: string; stateWhenSent: string; webWorkingQueues: number };
  /** Whether pg-boss's tables were there when the first process started, before it sent anything. */
  let installedAtStart: boolean;

  const anyApi = (): TestApi => (web ?? workers[0]) as TestApi;
  const queue = (t: TestApi = anyApi()): JobQueue => t.api.app.get(JobQueue);
  const jobsSchema = (t: TestApi = anyApi()): string => jobQueueSchemaOf(t.dataSource);
  const workerRunning = (run: ProbeRun): TestApi => {
    const worker = workers.find((t) => t.api.app.get(JobProbe).processTag === run.processTag);
    if (!worker) throw new Error(`job ${run.jobId} ran in a process that does not run jobs`);
    return worker;
  };

  async function jobRow(id: string, t: TestApi = anyApi()): Promise<JobRow> {
    const rows = (await t.dataSource.query(`SELECT state, retry_count, singleton_key, output FROM ${jobsSchema(t)}.job WHERE id = $1`, [id])) as JobRow[];
    if (!rows[0]) throw new Error(`no job ${id}`);
    return rows[0];
  }

  /** Waits until a process running jobs reports how job `id` ended. */
  const finished = (id: string) => jobOutcome(workers.map((t) => t.api.app), id);

  beforeAll(async () => {
    const workerOptions = {
      extraModules: [JobProbeModule],
      jobs: true,
      config: { jobQueue: { pollIntervalMs: 500, cronOnStart: true } },
    };
    if (severalProcesses) {
      web = await startTestApi(database, { extraModules: [JobProbeModule] });
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), 'fsp-jobs-'));
      web = await startTestApi(database, { extraModules: [JobProbeModule], dataDir });
    }
    const [{ version }] = (await web.dataSource.query(`SELECT to_regclass($1)::text AS version`, [`${jobsSchema(web)}.version`])) as [
      { version: string | null },
    ];
    installedAtStart = version !== null;
    const id = await queue(web).send('probe-echo', { note: 'sent while no process runs jobs' });
    if (!id) throw new Error('send returned no id');
    waitingJob = { id, stateWhenSent: (await jobRow(id, web)).state, webWorkingQueues: web.api.app.get(JobWorkers).workingQueues };
    if (severalProcesses) {
      workers.push(await startTestApi(database, { ...workerOptions, alongside: web }));
      workers.push(await startTestApi(database, { ...workerOptions, alongside: web }));
    } else {
      await web.close();
      web = null;
      workers.push(await startTestApi(database, { ...workerOptions, dataDir: dataDir as string }));
    }
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    for (const worker of workers.reverse()) await worker.close();
    await web?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, BOOT_TIMEOUT_MS);

  it('lets a process with JOBS=off enqueue without running anything, and a process started later runs the job', async () => {
    expect(waitingJob.webWorkingQueues).toBe(0);
    expect(waitingJob.stateWhenSent).toBe('created');
    const outcome = await finished(waitingJob.id);
    expect(outcome).toMatchObject({ ok: true, job: { id: waitingJob.id, name: 'probe-echo' } });
    const runs = probeLog.runsOf(waitingJob.id);
    expect(runs).toHaveLength(1);
    expect(workers).toContain(workerRunning(runs[0] as ProbeRun));
    // A worker for every @JobHandler queue: the probe's four and the application's own.
    const handled = workers[0]?.api.app.get(JobHandlerRegistry, { strict: false }).all().map((handler) => handler.name);
    expect(handled).toEqual(expect.arrayContaining(['probe-echo', 'probe-flaky', 'probe-doomed', 'probe-cron']));
    expect(workers.map((t) => t.api.app.get(JobWorkers).workingQueues)).toEqual(workers.map(() => handled?.length));
  });

  it(
    database === 'pglite'
      ? "starts from the suites' snapshot with the job queue installed"
      : 'installs the job queue in the schema on first use',
    () => {
      expect(installedAtStart).toBe(database === 'pglite');
    },
  );

  it('runs a sent job once, with its data, and marks it completed', async () => {
    const id = (await queue().send('probe-echo', { failTimes: 0 })) as string;
    expect(await finished(id)).toEqual({ ok: true, job: { id, name: 'probe-echo' } });
    expect(probeLog.runsOf(id)).toEqual([expect.objectContaining({ queue: 'probe-echo', data: { failTimes: 0 } })]);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', retry_count: 0 });
  });

  it(`runs 20 jobs exactly once in total across ${severalProcesses ? 'two processes on one schema' : 'the process'}`, async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => queue().send('probe-echo', {})));
    const sent = ids.filter((id): id is string => typeof id === 'string');
    expect(new Set(sent).size).toBe(20);
    await Promise.all(sent.map((id) => finished(id)));

    expect(sent.map((id) => probeLog.runsOf(id).length)).toEqual(sent.map(() => 1));
    const states = (await anyApi().dataSource.query(`SELECT state, count(*)::int AS n FROM ${jobsSchema()}.job WHERE id = ANY($1::uuid[]) GROUP BY state`, [
      sent,
    ])) as Array<{ state: string; n: number }>;
    expect(states).toEqual([{ state: 'completed', n: 20 }]);
  });

  it('retries a failing handler, and the retry succeeds', async () => {
    const id = (await queue().send('probe-flaky', { failTimes: 1 })) as string;
    expect(await finished(id)).toMatchObject({ ok: true });
    expect(probeLog.runsOf(id)).toHaveLength(2);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', retry_count: 1 });
  });

  it('gives a job up after its retry limit, keeping the error and logging each failure', async () => {
    const errors: string[] = [];
    const ignore = (): void => undefined;
    Logger.overrideLogger({ log: ignore, warn: ignore, error: (message: unknown) => errors.push(String(message)) });
    let outcome: Awaited<ReturnType<typeof finished>>;
    const id = (await queue().send('probe-doomed', {})) as string;
    try {
      outcome = await finished(id);
    } finally {
      // As the test apps run: without logs.
      Logger.overrideLogger(false);
    }
    const failures = errors.filter((message) => message.includes(id));
    expect(failures).toEqual([
      expect.stringMatching(/^Job probe-doomed \S+ \(JobProbe\.doomed\) failed on attempt 1 of 2, will be retried: Error: probe-doomed always fails/),
      expect.stringMatching(/^Job probe-doomed \S+ \(JobProbe\.doomed\) failed on attempt 2 of 2, no retry left: Error: probe-doomed always fails/),
    ]);
    expect(outcome).toMatchObject({ ok: false, error: expect.objectContaining({ message: 'probe-doomed always fails' }) });
    // retryLimit 1: the first attempt and one retry.
    expect(probeLog.runsOf(id)).toHaveLength(2);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', retry_count: 1, output: { message: 'probe-doomed always fails' } });
  });

  it("gives each queue its handler's retry policy, with exponential backoff by default", async () => {
    const rows = (await anyApi().dataSource.query(
      `SELECT name, retry_limit, retry_delay, retry_backoff FROM ${jobsSchema()}.queue WHERE name LIKE 'probe-%' ORDER BY name`,
    )) as unknown[];
    expect(rows).toEqual([
      { name: 'probe-cron', retry_limit: 5, retry_delay: 30, retry_backoff: true },
      { name: 'probe-doomed', retry_limit: 1, retry_delay: 0, retry_backoff: false },
      { name: 'probe-echo', retry_limit: 5, retry_delay: 30, retry_backoff: true },
      { name: 'probe-flaky', retry_limit: 2, retry_delay: 0, retry_backoff: false },
    ]);
  });

  it('schedules cron handlers in their time zone and runs each once soon after a process starts', async () => {
    const schedules = (await anyApi().dataSource.query(`SELECT name, cron, timezone FROM ${jobsSchema()}.schedule WHERE name LIKE 'probe-%'`)) as unknown[];
    expect(schedules).toEqual([{ name: 'probe-cron', cron: PROBE_CRON, timezone: PROBE_CRON_TZ }]);
    const tags = new Set(workers.map((t) => t.api.app.get(JobProbe).processTag));
    const run = await probeLog.until('the cron job run at start', () => probeLog.runs.find((r) => r.queue === 'probe-cron' && tags.has(r.processTag)));
    expect(run.data).toEqual({});
    expect(await jobRow(run.jobId)).toMatchObject({ singleton_key: CRON_ON_START_KEY });
  });

  it('queues one job per singletonKey while one waits, and takes the key again once it has run', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const key = `invoice-${randomUUID()}`;
    const first = await queue().send('probe-echo', {}, { singletonKey: key, startAfter: later });
    expect(first).toEqual(expect.any(String));
    expect(await queue().send('probe-echo', {}, { singletonKey: key })).toBeNull();
    expect(await queue().send('probe-echo', {}, { singletonKey: `${key}-other`, startAfter: later })).toEqual(expect.any(String));

    const now = `now-${randomUUID()}`;
    const ran = (await queue().send('probe-echo', {}, { singletonKey: now })) as string;
    await finished(ran);
    const again = await queue().send('probe-echo', {}, { singletonKey: now });
    expect(again).toEqual(expect.any(String));
    await finished(again as string);
  });

  it('rejects a job for a queue that no @JobHandler handles', async () => {
    await expect(queue().send('probe-nobody', {})).rejects.toThrow(`No @JobHandler('probe-nobody') is registered`);
  });

  if (severalProcesses) {
    it('lets a running handler finish when its process closes', async () => {
      const gate = randomUUID();
      const id = (await queue().send('probe-echo', { gate })) as string;
      const run = await probeLog.until(`job ${id} to start`, () => probeLog.runsOf(id)[0]);
      const running = workerRunning(run);
      workers = workers.filter((t) => t !== running);
      const closing = running.close();
      probeLog.releaseGate(gate);
      await closing;
      expect(await jobRow(id)).toMatchObject({ state: 'completed' });
    });

    it('runs jobs in a worker-only process that serves no HTTP, beside web processes with JOBS=off', async () => {
      for (const t of workers.splice(0)) await t.close();
      const config = { ...(web as TestApi).api.app.get<ApiConfig>(API_CONFIG), jobs: 'on' as const, seedDemo: false };
      const worker = await startJobWorker(config, { extraModules: [JobProbeModule] });
      try {
        expect(worker.app.getHttpServer().listening).toBe(false);
        expect(worker.workingQueues).toBe(worker.app.get(JobHandlerRegistry, { strict: false }).all().length);
        const id = (await queue().send('probe-echo', {})) as string;
        expect(await jobOutcome(worker.app, id)).toMatchObject({ ok: true });
        expect(probeLog.runsOf(id)).toEqual([expect.objectContaining({ processTag: worker.app.get(JobProbe).processTag })]);
      } finally {
        await worker.close();
      }
    });
  }
});
