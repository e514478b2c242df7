import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { initialJavaScript } from './bundle-budget-plugin.js';

const PLUGIN_NAME = 'PreloadInitialChunksPlugin';

/**
 * The host's page asks for every script its start needs at once (`<link rel="preload">`), instead of learning of
 * the bootstrap chunk and its styles only when main.js has run: on a phone's slow network that is a round trip
 * less before the first screen. The files are the initial JavaScript the bundle budget counts (bundle-budget-plugin),
 * less what the page already loads with a script tag. Remotes are loaded by the shell and have no page of their own
 * in production, so only the host gets these.
 */
export class PreloadInitialChunksPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      if (compilation.options.mode !== 'production') return;
      compiler.webpack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(PLUGIN_NAME, async (data) => {
        const initial = initialJavaScript(compilation);
        if (initial.kind !== 'host') return data;
        const loaded = new Set([
          ...data.assetTags.scripts.map((tag) => String(tag.attributes['src'] ?? '')),
          ...data.assetTags.styles.map((tag) => String(tag.attributes['href'] ?? '')),
        ]);
        const preloads = [...initial.files, ...initial.styles]
          .map((file) => ({ href: `${data.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' }))
          .filter(({ href }) => !loaded.has(href))
          .map(({ href, as }) => ({ tagName: 'link', voidTag: true, attributes: { rel: 'preload', as, href } }));
        data.assetTags.meta.push(...preloads);
        return data;
      });
    });
  }
}
