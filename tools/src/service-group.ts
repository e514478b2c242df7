import { describeExit, spawnService, type ChildExit, type ChildService, type SpawnServiceOptions } from './child-service.js';
import { waitForHttp } from './wait-for-http.js';

/** Exit code 0, or the conventional 128+signal codes of a process that handled SIGINT/SIGTERM and quit. */
function stoppedNormally({ code, signal }: ChildExit): boolean {
  return code === 0 || code === 130 || code === 143 || signal === 'SIGTERM' || signal === 'SIGINT';
}

/**
 * The child processes of one stack: stopped in reverse start order, killed if our process exits without
 * stopping them, and watched so one dying on its own stops the rest (reported through `crashed`).
 */
export class ServiceGroup {
  private readonly children: ChildService[] = [];
  private stopping: Promise<void> | undefined;
  private readonly cleanups: Array<() => Promise<void>> = [];
  private resolveCrash: (exit: ChildExit) => void = () => undefined;
  private readonly killOnExit = () => this.children.forEach((child) => child.killNow());

  /** Settles only if a child dies on its own, once everything else is stopped. */
  readonly crashed = new Promise<ChildExit>((resolve) => (this.resolveCrash = resolve));

  /** An abort (e.g. Ctrl-C while starting) stops the group; a start in progress then fails with its reason. */
  constructor(
    private readonly log: (line: string) => void,
    signal?: AbortSignal,
  ) {
    process.on('exit', this.killOnExit);
    signal?.addEventListener('abort', () => void this.stop(), { once: true });
  }

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /** Throws once stopping has begun, so a start sequence does not open servers nobody will close. */
  assertStarting(): void {
    if (this.stopping) throw new Error('Stopped while starting');
  }

  spawn(options: Omit<SpawnServiceOptions, 'log'>): ChildService {
    this.assertStarting();
    const child = spawnService({ ...options, log: this.log });
    this.children.push(child);
    void child.exited.then(async (exit) => {
      if (this.stopping) return;
      this.log(`[stack] ${describeExit(exit)} unexpectedly; stopping everything`);
      await this.stop();
      this.resolveCrash(exit);
    });
    return child;
  }

  /** In-process servers to close before the children are signalled. */
  beforeChildrenStop(cleanup: () => Promise<void>): void {
    this.cleanups.push(cleanup);
  }

  /** Resolves once `url` answers; rejects if `child` exits first or the timeout passes. */
  async waitUntilReady(child: ChildService, url: string, timeoutMs: number, anyResponse = false): Promise<void> {
    const abort = new AbortController();
    const died = child.exited.then((exit) => {
      throw new Error(`${describeExit(exit)} before it was ready`);
    });
    try {
      await Promise.race([waitForHttp(url, { timeoutMs, anyResponse, signal: abort.signal }), died]);
    } finally {
      abort.abort();
      died.catch(() => undefined);
    }
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      for (const cleanup of this.cleanups) await cleanup();
      for (const child of [...this.children].reverse()) {
        const exit = await child.stop();
        if (!stoppedNormally(exit)) this.log(`[stack] ${describeExit(exit)}`);
      }
      process.off('exit', this.killOnExit);
    })();
    return this.stopping;
  }
}
