import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceNodeModules = resolve(projectRoot, '../../node_modules');
const rspackCli = join(workspaceNodeModules, '@rspack/cli/bin/rspack.js');
const pluginSource = join(projectRoot, 'src/preload-initial-chunks-plugin.ts');

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

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fsp-preload-'));
  await symlink(workspaceNodeModules, join(root, 'node_modules'), 'dir');
  for (const [path, content] of Object.entries(APP)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  await new Promise<void>((done, fail) =>
    execFile(process.execPath, ['--import', 'tsx', rspackCli, 'build', '--config', 'rspack.config.mjs'], { cwd: root }, (error, stdout, stderr) =>
      error ? fail(new Error(`${error.message}\n${stdout}\n${stderr}`)) : done(),
    ),
  );
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
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
