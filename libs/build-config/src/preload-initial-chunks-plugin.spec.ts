import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFixtureRoot, PROJECT_ROOT, rspackBuild, writeFiles } from './testing/rspack-fixture.js';

const pluginSource = join(PROJECT_ROOT, 'src/preload-initial-chunks-plugin.ts');

/** A page whose start loads `start` (script and styles) and, below it, `start-more`; `lazy-reports` loads later. */
const APP: Record<string, string> = {
  'src/main.js': [
    "import(/* webpackChunkName: \"start\" */ './start.js').then((start) => start.run());",
    "window.openReports = () => import(/* webpackChunkName: \"lazy-reports\" */ './reports.js');",
  ].join('\n'),
  'src/start.js': "import './start.css';\nexport function run() {\n  return import(/* webpackChunkName: \"start-more\" */ './more.js');\n}\n",
  'src/start.css': 'body { color: teal; }\n',
  'src/more.js': "console.log('more');\n",
  'src/reports.js': "console.log('reports');\n",
  'rspack.config.mjs': `
import { rspack } from '@rspack/core';
import { PreloadInitialChunksPlugin } from ${JSON.stringify(pluginSource)};

export default {
  context: import.meta.dirname,
  mode: 'production',
  entry: { main: './src/main.js' },
  output: { path: import.meta.dirname + '/dist', publicPath: '/', filename: '[name].js', chunkFilename: '[name].js', cssChunkFilename: '[name].css', clean: true },
  module: { rules: [{ test: /\\.css$/, type: 'css/auto' }] },
  plugins: [new rspack.HtmlRspackPlugin({ templateContent: '<!doctype html><html><head></head><body></body></html>' }), new PreloadInitialChunksPlugin()],
};
`,
};

let fixtures: Awaited<ReturnType<typeof createFixtureRoot>>;
let root: string;

beforeAll(async () => {
  fixtures = await createFixtureRoot('fsp-preload-');
  root = fixtures.root;
  await writeFiles(root, APP);
  const run = await rspackBuild(root);
  if (run.exitCode !== 0) throw new Error(`The fixture did not build:\n${run.output}`);
}, 60_000);

afterAll(async () => {
  await fixtures.cleanup();
});

describe('PreloadInitialChunksPlugin', () => {
  it('asks, in the page, for every script and stylesheet the start loads, and for nothing that loads later', async () => {
    const html = await readFile(join(root, 'dist/index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link[^>]*rel="?preload"?[^>]*>/g)].map((match) => match[0]);
    const hrefs = preloads.map((tag) => /href="?([^" >]+)/.exec(tag)?.[1]).sort();
    expect(hrefs).toEqual(['/start-more.js', '/start.css', '/start.js']);
    expect(preloads.find((tag) => tag.includes('/start.css'))).toMatch(/as="?style/);
    expect(preloads.find((tag) => tag.includes('/start.js'))).toMatch(/as="?script/);
    expect(html).toMatch(/<script[^>]*src="?\/main\.js/);
  });
});
