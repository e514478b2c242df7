import { parsePs, processRole, processTree, rssByRole, totalRssMb } from './process-tree-memory.js';

const PS_OUTPUT = [
  '    1     0  1200 /sbin/init',
  '  100     1 55000 npm start',
  '  101   100  1700 sh -c tsx tools/src/start.ts',
  '  102   101 45000 node /w/node_modules/.bin/tsx tools/src/start.ts',
  '  103   102 104000 /usr/bin/node --require /w/node_modules/tsx/dist/preflight.cjs --import file:///w/node_modules/tsx/dist/loader.mjs tools/src/start.ts',
  '  106   103 12000 /w/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.28.2 --ping',
  '  107   103 16000 /w/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.28.2 --ping',
  '  104   103 217000 node services/identity/dist/main.js',
  '  105   103 320000 node services/api/dist/main.js',
  '  200     1 99000 node something-else.js',
  'not a row',
].join('\n');

describe('process tree memory', () => {
  it('parses pid, parent, resident kB and the command line', () => {
    expect(parsePs(PS_OUTPUT)[1]).toEqual({ pid: 100, ppid: 1, rssKb: 55000, command: 'npm start' });
    expect(parsePs(PS_OUTPUT)).toHaveLength(10);
  });

  it('keeps the root and its descendants only, and sums their resident memory', () => {
    const tree = processTree(parsePs(PS_OUTPUT), 100);
    expect(tree.map((row) => row.pid)).toEqual([100, 101, 102, 103, 106, 107, 104, 105]);
    expect(totalRssMb(tree)).toBeCloseTo(((55000 + 1700 + 45000 + 104000 + 217000 + 320000 + 12000 + 16000) * 1024) / 1e6);
  });

  it('names each process by its part of the stack and sums the parts running in several processes', () => {
    const roles = rssByRole(processTree(parsePs(PS_OUTPUT), 100));
    expect(roles.map(({ role, processes }) => [role, processes])).toEqual([
      ['npm', 1],
      ['shell', 1],
      ['tsx', 1],
      ['launcher (CDN and edge servers)', 1],
      ['esbuild (tsx)', 2],
      ['identity service', 1],
      ['API', 1],
    ]);
    expect(roles.find(({ role }) => role === 'esbuild (tsx)')?.mb).toBeCloseTo((28000 * 1024) / 1e6);
    expect(processRole('node /w/services/api/dist/main.js')).toBe('API');
  });

  it('is empty when the root has exited', () => {
    expect(processTree(parsePs(PS_OUTPUT), 999)).toEqual([]);
  });
});
