import { FingerprintReads } from './fingerprint-reads.js';

/** Reads that finish when the test says, each answering `read N`. */
function controlledReads() {
  const pending: Array<{ resolve(value: string): void; reject(error: Error): void }> = [];
  const reads = new FingerprintReads(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const finish = async (index: number, error?: Error) => {
    const read = pending[index];
    if (!read) throw new Error(`Read ${index} has not started`);
    if (error) read.reject(error);
    else read.resolve(`read ${index}`);
    // Let the promise chains run.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  return { reads, pending, finish };
}

describe('FingerprintReads', () => {
  it('gives a request that arrives during a read the next read, shared with every other such request', async () => {
    const { reads, pending, finish } = controlledReads();
    const first = reads.fingerprint('org');
    const second = reads.fingerprint('org');
    const third = reads.fingerprint('org');
    expect(pending).toHaveLength(1);

    await finish(0);
    expect(pending).toHaveLength(2);
    const fourth = reads.fingerprint('org');
    await finish(1);
    await finish(2);
    expect(await Promise.all([first, second, third, fourth])).toEqual(['read 0', 'read 1', 'read 1', 'read 2']);
  });

  it('starts at once when nothing is under way, and keeps organizations apart', async () => {
    const { reads, pending, finish } = controlledReads();
    const a = reads.fingerprint('a');
    const b = reads.fingerprint('b');
    expect(pending).toHaveLength(2);
    await finish(0);
    await finish(1);
    expect(await Promise.all([a, b])).toEqual(['read 0', 'read 1']);
    const again = reads.fingerprint('a');
    expect(pending).toHaveLength(3);
    await finish(2);
    expect(await again).toBe('read 2');
  });

  it('fails only the requests of a failed read; those waiting get the next one', async () => {
    const { reads, pending, finish } = controlledReads();
    const failing = reads.fingerprint('org');
    const waiting = reads.fingerprint('org');
    const failed = expect(failing).rejects.toThrow('database gone');
    await finish(0, new Error('database gone'));
    await failed;
    expect(pending).toHaveLength(2);
    await finish(1);
    expect(await waiting).toBe('read 1');
  });
});
