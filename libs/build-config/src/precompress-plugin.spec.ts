import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

const run = promisify(execFile);
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A 1×1 PNG: an asset that is not text and must not get compressed siblings. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

const SOURCES: Record<string, string | Buffer> = {
  'src/main.js': [
    "import './style.css';",
    "export const pixel = new URL('./pixel.png', import.meta.url).href;",
    "import('./lazy.js').then((lazy) => lazy.greet('main'));",
  ].join('\n'),
  'src/lazy.js': "export function greet(who) {\n  return `hello ${who} `.repeat(50);\n}\n",
  'src/exposed.js': "export default function Widget() {\n  return 'widget';\n}\n",
  'src/style.css': '.card { color: rebeccapurple; padding: 1rem; }\n'.repeat(20),
  'src/pixel.png': PIXEL_PNG,
};

/**
 * Builds a small federated remote the way the apps are built, through rspack's JS API. It runs in its own Node
 * process: rspack loads part of its Module Federation runtime with require(esm), which Node 20 does and Jest's
 * module loader does not. The plugin comes first, before Module Federation, whose manifest is rewritten late in
 * processAssets, so a compressed final manifest proves the plugin runs after it.
 */
const BUILD_SCRIPT = `
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { join } from 'node:path';
import { PrecompressPlugin } from './src/precompress-plugin.js';

const [context, mode] = process.argv.slice(1);
const compiler = rspack({
  context,
  mode,
  devtool: 'source-map',
  entry: { main: './src/main.js' },
  output: { path: join(context, 'dist'), publicPath: 'auto', uniqueName: 'precompress_spec', filename: '[name].[contenthash:10].js', clean: true },
  resolve: { modules: ['node_modules', join(process.cwd(), '../../node_modules')] },
  module: { rules: [{ test: /\\.css$/, type: 'css/auto' }] },
  plugins: [
    new PrecompressPlugin(),
    new rspack.HtmlRspackPlugin({ templateContent: '<!doctype html><html><body><div id="root"></div></body></html>' }),
    new ModuleFederationPlugin({
      name: 'precompress_spec',
      filename: 'remoteEntry.js',
      exposes: { './Widget': './src/exposed.js' },
      manifest: true,
      dts: false,
    }),
  ],
  optimization: { minimize: false },
  infrastructureLogging: { level: 'error' },
});
compiler.run((error, stats) => {
  compiler.close(() => {
    if (error || stats.hasErrors()) {
      console.error(error ?? stats.toString('errors-only'));
      process.exitCode = 1;
    }
  });
});
`;

async function build(context: string, mode: 'production' | 'development'): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', BUILD_SCRIPT, context, mode], { cwd: projectRoot });
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

describe('PrecompressPlugin', () => {
  let context: string;

  beforeAll(async () => {
    context = await mkdtemp(join(tmpdir(), 'fsp-precompress-'));
    for (const [path, content] of Object.entries(SOURCES)) {
      await mkdir(dirname(join(context, path)), { recursive: true });
      await writeFile(join(context, path), content);
    }
  });

  afterAll(async () => {
    await rm(context, { recursive: true, force: true });
  });

  describe('in a production build', () => {
    let files: string[];
    const dist = () => join(context, 'dist');

    beforeAll(async () => {
      await build(context, 'production');
      files = await listFiles(dist());
    }, 60_000);

    it('gives every text asset a brotli and a gzip sibling that decode to its exact bytes', async () => {
      const texts = files.filter((file) => /\.(?:js|css|html|json)$/.test(file));
      expect(texts).toEqual(
        expect.arrayContaining(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', expect.stringMatching(/^main\.[0-9a-f]{10}\.js$/)]),
      );
      expect(texts.some((file) => file.endsWith('.css'))).toBe(true);
      for (const file of texts) {
        const original = await readFile(join(dist(), file));
        expect(files).toContain(`${file}.br`);
        expect(files).toContain(`${file}.gz`);
        expect(brotliDecompressSync(await readFile(join(dist(), `${file}.br`))).equals(original)).toBe(true);
        expect(gunzipSync(await readFile(join(dist(), `${file}.gz`))).equals(original)).toBe(true);
      }
    });

    it('compresses the final manifest that Module Federation rewrites late, not its first draft', async () => {
      const read = (file: string) => readFile(join(dist(), file));
      type Manifest = { metaData: { pluginVersion?: string }; exposes: { path: string }[] };
      // The JS side of @module-federation/enhanced adds pluginVersion when it rewrites rspack's draft manifest.
      for (const decoded of [brotliDecompressSync(await read('mf-manifest.json.br')), gunzipSync(await read('mf-manifest.json.gz'))]) {
        const manifest = JSON.parse(decoded.toString()) as Manifest;
        expect(manifest.metaData.pluginVersion).toEqual(expect.any(String));
        expect(manifest.exposes.map((expose) => expose.path)).toEqual(['./Widget']);
      }
    });

    it('compresses with brotli quality 11 and gzip level 9', async () => {
      const [css] = files.filter((file) => file.endsWith('.css'));
      const original = await readFile(join(dist(), css ?? ''));
      const brotli11 = brotliCompressSync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      });
      expect((await readFile(join(dist(), `${css}.br`))).equals(brotli11)).toBe(true);
      expect((await readFile(join(dist(), `${css}.gz`))).equals(gzipSync(original, { level: 9 }))).toBe(true);
      expect(brotli11.length).toBeLessThan(original.length / 5);
    });

    it('leaves source maps and binary assets uncompressed', () => {
      const maps = files.filter((file) => file.endsWith('.map'));
      expect(maps.length).toBeGreaterThan(0);
      expect(files.filter((file) => /\.map\.(?:br|gz)$/.test(file))).toEqual([]);
      expect(files.some((file) => file.endsWith('.png'))).toBe(true);
      expect(files.filter((file) => /\.png\.(?:br|gz)$/.test(file))).toEqual([]);
    });
  });

  it('emits nothing extra in a development build', async () => {
    await build(context, 'development');
    const files = await listFiles(join(context, 'dist'));
    expect(files).toContain('remoteEntry.js');
    expect(files.filter((file) => /\.(?:br|gz)$/.test(file))).toEqual([]);
  }, 60_000);
});
