import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildService {
  name: string;
  pid: number;
  readonly running: boolean;
  /** Settles when the process exits, for whatever reason. */
  exited: Promise<ChildExit>;
  /** SIGTERM to the child's process group, then waits; SIGKILL only if it outlives `timeoutMs`. */
  stop(timeoutMs?: number): Promise<ChildExit>;
  /** Last-resort synchronous kill, for process `exit` handlers. */
  killNow(): void;
}

export interface SpawnServiceOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /**
   * Send the stop signal to the leader only, for supervisors that forward it themselves and wait (`node --watch`):
   * signalling the whole group would hit the supervised process twice.
   */
  signalLeaderOnly?: boolean;
}

export const STOP_TIMEOUT_MS = 20_000;

export function describeExit({ name, code, signal }: ChildExit): string {
  return signal ? `${name} was ended by ${signal}` : `${name} exited with code ${code}`;
}

/**
 * Starts a long-running child in its own process group, so a terminal Ctrl-C reaches only us: we then send
 * exactly one SIGTERM per child and wait, letting it close its database (a second signal mid-shutdown could
 * kill a PGlite process before it flushes). Every output line is prefixed with the service name.
 */
export function spawnService({ name, command, args, cwd, env, log, signalLeaderOnly = false }: SpawnServiceOptions): ChildService {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`Could not start ${name}: ${command} ${args.join(' ')}`);
  const pid = child.pid;
  let running = true;

  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => log(`[${name}] ${line}`));
  }

  const exited = new Promise<ChildExit>((resolve) => {
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ name, code, signal });
    });
    child.on('error', (error) => {
      log(`[${name}] failed to start: ${error.message}`);
      running = false;
      resolve({ name, code: null, signal: null });
    });
  });

  const signalGroup = (signal: NodeJS.Signals, target = -pid) => {
    try {
      process.kill(target, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };

  return {
    name,
    pid,
    get running() {
      return running;
    },
    exited,
    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      if (!running) return exited;
      signalGroup('SIGTERM', signalLeaderOnly ? pid : -pid);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      const outcome = await Promise.race([exited, timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        log(`[${name}] did not stop within ${timeoutMs / 1000}s; killing it`);
        signalGroup('SIGKILL');
      }
      const exit = await exited;
      if (signalLeaderOnly) signalGroup('SIGTERM');
      return exit;
    },
    killNow() {
      if (running) signalGroup('SIGKILL');
    },
  };
}
