export type LockKind = 'read' | 'write';

interface KeyState {
  readers: number;
  writing: boolean;
  waiting: { kind: LockKind; grant: () => void }[];
}

/**
 * A read-write lock per object key, first come first served: any number of reads at once, a write alone. A read
 * that arrives while a write waits queues behind it, so a stream of reads cannot starve a write.
 */
export class ObjectLocks {
  private readonly keys = new Map<string, KeyState>();

  /** Resolves with the release function once the lock is held; call it exactly once. */
  acquire(key: string, kind: LockKind): Promise<() => void> {
    const state = this.keys.get(key) ?? { readers: 0, writing: false, waiting: [] };
    this.keys.set(key, state);
    return new Promise((resolve) => {
      const grant = () => {
        if (kind === 'read') state.readers += 1;
        else state.writing = true;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          if (kind === 'read') state.readers -= 1;
          else state.writing = false;
          this.drain(key, state);
        });
      };
      state.waiting.push({ kind, grant });
      this.drain(key, state);
    });
  }

  /** Number of keys with a holder or a waiter, for tests. */
  get busyKeys(): number {
    return this.keys.size;
  }

  private drain(key: string, state: KeyState): void {
    for (let next = state.waiting[0]; next; next = state.waiting[0]) {
      const free = next.kind === 'read' ? !state.writing : !state.writing && state.readers === 0;
      if (!free) return;
      state.waiting.shift();
      next.grant();
    }
    if (state.readers === 0 && !state.writing) this.keys.delete(key);
  }
}
