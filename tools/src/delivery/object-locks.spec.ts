import { ObjectLocks } from './object-locks.js';

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ObjectLocks', () => {
  it('lets reads share a key, holds a write until they finish, and queues later reads behind the write', async () => {
    const locks = new ObjectLocks();
    const order: string[] = [];
    const take = (name: string, kind: 'read' | 'write') =>
      locks.acquire('k', kind).then((release) => {
        order.push(name);
        return release;
      });

    const firstReads = [take('read 1', 'read'), take('read 2', 'read')];
    const write = take('write', 'write');
    const lateRead = take('read 3', 'read');
    await settle();
    expect(order).toEqual(['read 1', 'read 2']);

    (await firstReads[0])?.();
    await settle();
    expect(order).toEqual(['read 1', 'read 2']);
    const releaseSecond = await firstReads[1];
    releaseSecond?.();
    releaseSecond?.();
    await settle();
    expect(order).toEqual(['read 1', 'read 2', 'write']);

    (await write)();
    await settle();
    expect(order).toEqual(['read 1', 'read 2', 'write', 'read 3']);
    (await lateRead)();
    expect(locks.busyKeys).toBe(0);
  });

  it('keeps keys apart', async () => {
    const locks = new ObjectLocks();
    const releaseA = await locks.acquire('a', 'write');
    const releaseB = await locks.acquire('b', 'write');
    expect(locks.busyKeys).toBe(2);
    releaseA();
    releaseB();
    expect(locks.busyKeys).toBe(0);
  });
});
