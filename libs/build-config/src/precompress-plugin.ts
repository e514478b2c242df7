import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const PLUGIN_NAME = 'PrecompressPlugin';

/** Assets a browser downloads as text. Source maps are left out: only devtools fetch them. */
export const PRECOMPRESSED_ASSET = /\.(?:js|mjs|css|html|json|svg|txt)$/;

/**
 * Emits a `.br` (brotli 11) and a `.gz` (gzip 9) sibling of every text asset of a production build, so that the
 * servers and the CDN send compressed files without compressing on each request.
 *
 * It runs at the REPORT stage of processAssets, after every stage that creates or rewrites assets: Module
 * Federation rewrites mf-manifest.json and mf-stats.json at OPTIMIZE_TRANSFER, the stage compression-webpack-plugin
 * uses, where the order of the plugins decides whether a compressed manifest is the final one or a stale one.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    if (compiler.options.mode !== 'production') return;
    const { Compilation, sources } = compiler.rspack;

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const texts = compilation.getAssets().filter(({ name }) => PRECOMPRESSED_ASSET.test(name));
        await Promise.all(
          texts.map(async ({ name, source }) => {
            const bytes = source.buffer();
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          }),
        );
      });
    });
  }
}
