import type { ChildExit } from './child-service.js';
import { describeExit } from './child-service.js';

export interface Runnable {
  stop(): Promise<void>;
  crashed: Promise<ChildExit>;
}

/**
 * Starts something long-running and keeps it up until SIGINT/SIGTERM, then stops it and exits 0. A signal during
 * start aborts the start; a crash of one part exits 1. Repeated Ctrl-C does not cut a stop short: the services
 * must close their databases, and each gets SIGKILL only after its stop timeout.
 */
export async function runUntilSignal<T extends Runnable>(start: (signal: AbortSignal) => Promise<T>, onReady: (running: T) => void): Promise<void> {
  const abort = new AbortController();
  let running: T | undefined;
  let stopping: Promise<void> | undefined;

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log('Still stopping: waiting for the services to close their data...');
      return;
    }
    console.log(`\n${signal} received: stopping...`);
    abort.abort();
    stopping = (running?.stop() ?? Promise.resolve()).then(() => {
      console.log('Stopped.');
      process.exit(0);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    running = await start(abort.signal);
  } catch (error) {
    if (abort.signal.aborted) return;
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  onReady(running);
  const exit = await running.crashed;
  console.error(`Stopped because ${describeExit(exit)}.`);
  process.exit(1);
}
