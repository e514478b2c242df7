import type { ComponentType } from 'react';
import { loadFirstPage } from './first-page.js';

/** A wait the test ends by hand: no wall clock. */
function manualWait() {
  let end: () => void = () => undefined;
  const waits: number[] = [];
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      waits.push(ms);
      end = resolve;
    });
  return { wait, waits, end: () => end() };
}

const Page: ComponentType = () => null;

describe('loadFirstPage', () => {
  it('finishes when the page’s remote has loaded, without waiting out the limit', async () => {
    const loads: string[] = [];
    const { wait, waits } = manualWait();
    await loadFirstPage(
      {
        load: async (remote, expose) => {
          loads.push(`${remote} ${expose}`);
          return Page;
        },
      },
      { remote: 'public_site', expose: './Routes' },
      wait,
      1_500,
    );
    expect(loads).toEqual(['public_site ./Routes']);
    expect(waits).toEqual([1_500]);
  });

  it('gives up on a remote that has not loaded when the limit passes', async () => {
    const { wait, end } = manualWait();
    let finished = false;
    const done = loadFirstPage({ load: () => new Promise<ComponentType>(() => undefined) }, { remote: 'admin', expose: './AdminPanel' }, wait).then(() => {
      finished = true;
    });
    await Promise.resolve();
    expect(finished).toBe(false);
    end();
    await done;
    expect(finished).toBe(true);
  });

  it('resolves when the load fails, leaving the failure to the route, which shows it and retries', async () => {
    const { wait } = manualWait();
    await expect(loadFirstPage({ load: () => Promise.reject(new Error('Failed to get manifest.')) }, { remote: 'backoffice', expose: './Routes' }, wait)).resolves.toBeUndefined();
  });
});
