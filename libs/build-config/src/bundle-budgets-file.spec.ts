import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BundleBudgetsFileError, parseBundleBudgets, readBundleBudget } from './bundle-budgets-file.js';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const APPS = ['shell', 'public-site', 'backoffice', 'admin', 'customer-signup'];

describe('bundle budgets file', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fsp-bundle-budgets-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads an app's budget and skips $-notes", async () => {
    const file = join(dir, 'ok.json');
    await writeFile(file, JSON.stringify({ $comment: 'KB of 1,000 bytes', shell: { initialJsBrotliKb: 90 } }));
    expect(readBundleBudget(file, 'shell')).toEqual({ initialJsBrotliKb: 90 });
    expect(parseBundleBudgets(JSON.stringify({ $comment: 'x' }), file)).toEqual({});
  });

  it('names the app and the key to add when the app has no budget', async () => {
    const file = join(dir, 'other.json');
    await writeFile(file, JSON.stringify({ shell: { initialJsBrotliKb: 90 } }));
    expect(() => readBundleBudget(file, 'admin')).toThrow(
      new BundleBudgetsFileError(`admin has no budget in ${file}: add "admin": { "initialJsBrotliKb": <KB> } (the Nx project name as the key)`),
    );
  });

  it.each([
    ['{ not json', /is not valid JSON/],
    ['[]', /must hold an object of app name → budget/],
    ['{ "shell": 90 }', /"shell" must be an object such as/],
    ['{ "shell": { "initialJsBrotliKB": 90 } }', /"shell" has unknown key\(s\) initialJsBrotliKB/],
    ['{ "shell": { "initialJsBrotliKb": "90" } }', /"shell"\.initialJsBrotliKb must be a positive number of KB, not "90"/],
    ['{ "shell": { "initialJsBrotliKb": 0 } }', /must be a positive number of KB, not 0/],
  ])('rejects %s', (text, message) => {
    expect(() => parseBundleBudgets(text, '/repo/bundle-budgets.json')).toThrow(message);
  });

  it('says when the file cannot be read', () => {
    expect(() => readBundleBudget(join(dir, 'absent.json'), 'shell')).toThrow(/cannot read the bundle budgets file .*absent\.json/);
  });

  it("the workspace's bundle-budgets.json has a valid budget for every app", () => {
    const file = join(workspaceRoot, 'bundle-budgets.json');
    for (const app of APPS) expect(readBundleBudget(file, app).initialJsBrotliKb).toBeGreaterThan(0);
  });
});
