import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { BundleBudgetReport } from './bundle-budget-report.js';
import { formatKb } from './bundle-budget-report.js';

import { createFixtureRoot, PROJECT_ROOT, rspackBuild, writeFiles } from './testing/rspack-fixture.js';

const pluginSource = join(PROJECT_ROOT, 'src/bundle-budget-plugin.ts');

/**
 * A small app: two chunk groups load at start (settings, and settings-advanced below it), and one named lazy-…
 * with a child of its own that is therefore not initial either.
 */
const PLAIN_APP: Record<string, string> = {
  'src/main.js': [
    "import { banner } from './banner.js';",
    "document.title = banner('Start');",
    "import(/* webpackChunkName: \"settings\" */ './settings.js').then((settings) => settings.open());",
    "import(/* webpackChunkName: \"lazy-reports\" */ './reports.js').then((reports) => reports.open());",
  ].join('\n'),
  'src/banner.js': "export const banner = (title) => `${title} · ${'Fieldwise '.repeat(3)}`;\n",
  'src/settings.js':
    "export function open() {\n  console.log('settings');\n  return import(/* webpackChunkName: \"settings-advanced\" */ './advanced.js').then((advanced) => advanced.open());\n}\n",
  'src/advanced.js': "export function open() {\n  console.log('advanced settings');\n}\n",
  'src/reports.js':
    "export function open() {\n  console.log('reports');\n  return import(/* webpackChunkName: \"reports-chart\" */ './chart.js').then((chart) => chart.draw());\n}\n",
  'src/chart.js': "export function draw() {\n  console.log('chart');\n}\n",
};

/**
 * fake-lib is shared as a singleton; fake-helpers is not shared, and both fake-lib and the exposed widget use it
 * (large enough for a chunk of its own). Each one's code is easy to find in the output by its marker.
 */
const FAKE_LIB_MARKER = 'FAKE_LIB_MARKER';
const HELPERS_MARKER = 'HELPERS_MARKER';
const FEDERATED_APP: Record<string, string> = {
  'src/main.js': "import('./bootstrap.js');\n",
  'src/bootstrap.js': "import { greet } from 'fake-lib';\nconsole.log(greet('standalone'));\n",
  'src/widget.js':
    "import { greet } from 'fake-lib';\nimport { decorate } from 'fake-helpers';\nexport default function Widget() {\n  return decorate(greet('WIDGET_MARKER'));\n}\n",
  'node_modules/fake-lib/package.json': JSON.stringify({ name: 'fake-lib', version: '1.0.0', main: 'index.js' }),
  'node_modules/fake-lib/index.js': `import { decorate } from 'fake-helpers';\nexport function greet(who) {\n  return decorate('${FAKE_LIB_MARKER} ' + who);\n}\n`,
  'node_modules/fake-helpers/package.json': JSON.stringify({ name: 'fake-helpers', version: '1.0.0', main: 'index.js' }),
  'node_modules/fake-helpers/index.js': `const words = ${JSON.stringify(Array.from({ length: 3000 }, (_, index) => `word${index * 7919}`))};\nexport function decorate(text) {\n  return '${HELPERS_MARKER} ' + text + words[text.length % words.length];\n}\n`,
};

interface Scenario {
  mode?: 'production' | 'development';
  budgets: object;
  /** Module Federation: a remote exposes ./Widget; a host exposes nothing. Both share fake-lib as a singleton. */
  federation?: 'remote' | 'host';
}

function rspackConfig(scenario: Scenario): string {
  const federation = scenario.federation
    ? `new ModuleFederationPlugin({
        name: 'demo_${scenario.federation}',
        filename: 'remoteEntry.js',
        ${scenario.federation === 'remote' ? "exposes: { './Widget': './src/widget.js' }," : ''}
        shared: { 'fake-lib': { singleton: true, requiredVersion: '^1.0.0' } },
        manifest: false,
        dts: false,
      }),`
    : '';
  return `
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BundleBudgetPlugin } from ${JSON.stringify(pluginSource)};

export default {
  context: import.meta.dirname,
  mode: '${scenario.mode ?? 'production'}',
  devtool: 'source-map',
  entry: { main: './src/main.js' },
  output: {
    path: import.meta.dirname + '/dist',
    publicPath: 'auto',
    uniqueName: 'demo_app',
    filename: '[name].js',
    chunkFilename: '[name].js',
    clean: true,
  },
  plugins: [
    new BundleBudgetPlugin({ appName: 'demo', budgetsFile: import.meta.dirname + '/bundle-budgets.json' }),
    ${federation}
  ],
};
`;
}

interface BuildResult {
  dir: string;
  exitCode: number;
  output: string;
}

let fixtures: Awaited<ReturnType<typeof createFixtureRoot>>;

/** Runs `rspack build` (the CLI, as the apps' Nx build targets do) on a fresh app made for the scenario. */
async function build(name: string, scenario: Scenario): Promise<BuildResult> {
  const dir = join(fixtures.root, name);
  const sources = { ...(scenario.federation ? FEDERATED_APP : PLAIN_APP), 'rspack.config.mjs': rspackConfig(scenario) };
  await writeFiles(dir, { ...sources, 'bundle-budgets.json': JSON.stringify(scenario.budgets) });
  return { dir, ...(await rspackBuild(dir)) };
}

const readReport = async (dir: string) =>
  JSON.parse(await readFile(join(dir, 'dist/bundle-budget.json'), 'utf8')) as BundleBudgetReport;

const emittedJs = async (dir: string) => (await readdir(join(dir, 'dist'))).filter((file) => file.endsWith('.js'));

beforeAll(async () => {
  fixtures = await createFixtureRoot('fsp-bundle-budget-');
});

afterAll(async () => {
  await fixtures.cleanup();
});

describe('BundleBudgetPlugin', () => {
  describe('an app within its budget', () => {
    let result: BuildResult;
    let report: BundleBudgetReport;

    beforeAll(async () => {
      result = await build('within', { budgets: { $comment: 'notes are allowed', demo: { initialJsBrotliKb: 50 } } });
      report = await readReport(result.dir);
    }, 60_000);

    it('builds successfully and writes dist/bundle-budget.json', () => {
      expect(result.exitCode).toBe(0);
      expect(report).toMatchObject({
        app: 'demo',
        kind: 'host',
        entrypoints: ['main'],
        budget: { initialJsBrotliKb: 50, brotliBytes: 50_000 },
        withinBudget: true,
      });
    });

    it('counts the entrypoint and the async chunk groups below it, but nothing from a lazy- group down', async () => {
      expect(report.files.map((file) => file.file).sort()).toEqual(['main.js', 'settings-advanced.js', 'settings.js']);
      // The lazy group and its child were built; they are just not initial.
      expect(await emittedJs(result.dir)).toEqual(expect.arrayContaining(['lazy-reports.js', 'reports-chart.js']));
    });

    it('measures the emitted files: their raw size and their brotli (quality 11) size, summed', async () => {
      for (const file of report.files) {
        const bytes = await readFile(join(result.dir, 'dist', file.file));
        expect(file.rawBytes).toBe((await stat(join(result.dir, 'dist', file.file))).size);
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        expect(file.brotliBytes).toBe(brotli.length);
        expect(file.brotliBytes).toBeLessThan(file.rawBytes);
      }
      expect(report.total.brotliBytes).toBe(report.files.reduce((sum, file) => sum + file.brotliBytes, 0));
      expect(report.total.rawBytes).toBe(report.files.reduce((sum, file) => sum + file.rawBytes, 0));
    });

    it('prints a table of the initial files and the total against the budget', () => {
      expect(result.output).toContain('Bundle budget: demo (host, from main)');
      expect(result.output).toMatch(/settings-advanced\.js\s+\d+\.\d KB\s+\d+\.\d KB/);
      expect(result.output).toMatch(new RegExp(`total\\s+\\d+\\.\\d KB\\s+${formatKb(report.total.brotliBytes)}\\s+within budget 50 KB`));
      expect(result.output).not.toContain('lazy-reports.js');
    });
  });

  it('fails the build over budget, saying by how much, and still writes the figures', async () => {
    const result = await build('over', { budgets: { demo: { initialJsBrotliKb: 0.1 } } });
    const report = await readReport(result.dir);

    expect(result.exitCode).not.toBe(0);
    expect(report.withinBudget).toBe(false);
    expect(report.total.brotliBytes).toBeGreaterThan(100);
    expect(result.output).toContain(
      `demo: initial JavaScript ${formatKb(report.total.brotliBytes)} (brotli) is over its budget of 0.1 KB (bundle-budgets.json)`,
    );
    expect(result.output).toMatch(/total\s+.*OVER budget 0\.1 KB/);
  }, 60_000);

  it('fails the build with a clear error when the app has no budget', async () => {
    const result = await build('missing', { budgets: { 'some-other-app': { initialJsBrotliKb: 50 } } });

    expect(result.exitCode).not.toBe(0);
    expect(result.output).toContain(
      `demo has no budget in ${join(result.dir, 'bundle-budgets.json')}: add "demo": { "initialJsBrotliKb": <KB> }`,
    );
    // What it would have to allow, to set the budget from.
    expect((await readReport(result.dir)).budget).toBeNull();
  }, 60_000);

  it('checks nothing in a development build', async () => {
    const result = await build('development', { mode: 'development', budgets: {} });

    expect(result.exitCode).toBe(0);
    expect(await readdir(join(result.dir, 'dist'))).not.toContain('bundle-budget.json');
    expect(result.output).not.toContain('Bundle budget');
  }, 60_000);

  describe('with Module Federation', () => {
    const filesContaining = async (text: string, dir: string, files: string[]) => {
      const hits: string[] = [];
      for (const file of files) if ((await readFile(join(dir, 'dist', file), 'utf8')).includes(text)) hits.push(file);
      return hits;
    };

    it("starts a remote from its container entry and leaves out the shared singletons' fallbacks", async () => {
      const result = await build('remote', { federation: 'remote', budgets: { demo: { initialJsBrotliKb: 100 } } });
      const report = await readReport(result.dir);
      const files = report.files.map((file) => file.file);

      expect(result.exitCode).toBe(0);
      expect(report).toMatchObject({ kind: 'remote', entrypoints: ['demo_remote'] });
      expect(files).toContain('remoteEntry.js');
      // The exposed module's chunk, which the container loads when the shell asks for ./Widget.
      expect(await filesContaining('WIDGET_MARKER', result.dir, files)).toHaveLength(1);
      // The standalone page's entry is not what the shell loads.
      expect(files).not.toContain('main.js');
      // The fallback of the shared package is built, in a chunk of its own, and is not counted.
      expect(await filesContaining(FAKE_LIB_MARKER, result.dir, await emittedJs(result.dir))).toHaveLength(1);
      expect(await filesContaining(FAKE_LIB_MARKER, result.dir, files)).toEqual([]);
      // What the fallback shares with the remote's own code is counted all the same: the widget loads it.
      const helpers = await filesContaining(HELPERS_MARKER, result.dir, await emittedJs(result.dir));
      expect(helpers).toHaveLength(1);
      expect(files).toEqual(expect.arrayContaining(helpers));
    }, 60_000);

    it('counts the fallbacks for a host, which provides them and loads them at start', async () => {
      const result = await build('host', { federation: 'host', budgets: { demo: { initialJsBrotliKb: 100 } } });
      const report = await readReport(result.dir);
      const files = report.files.map((file) => file.file);

      expect(result.exitCode).toBe(0);
      expect(report).toMatchObject({ kind: 'host', entrypoints: ['main'] });
      expect(files).toContain('main.js');
      expect(await filesContaining(FAKE_LIB_MARKER, result.dir, files)).toHaveLength(1);
    }, 60_000);
  });
});
