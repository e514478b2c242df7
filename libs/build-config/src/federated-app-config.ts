import { readFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import type { DevServer } from '@rspack/core';
import { DEFAULT_PORTS } from '@fsp/contracts';
import { BundleBudgetPlugin } from './bundle-budget-plugin.js';
import { PrecompressPlugin } from './precompress-plugin.js';
import { PreloadInitialChunksPlugin } from './preload-initial-chunks-plugin.js';
import { sharedSingletons } from './shared-singletons.js';

export interface FederatedAppOptions {
  /** The app's folder (where its rspack.config.js lives). */
  appRoot: string;
  /** Module Federation name: `shell` for the host, a REMOTE_NAMES entry for a remote. Also prefixes CSS classes. */
  name: string;
  /** A remote's exposed modules; the host has none and names no remotes (they come from its runtime config). */
  exposes?: Record<string, string>;
  port: number;
  /** A remote's own page (its dev server), e.g. "Admin"; the host brings its template in public/index.html. */
  standaloneTitle?: string;
  favicon?: string;
  /** Extra dev-server settings, e.g. the host's /api proxy and /config.json. */
  devServer?: DevServer;
}

interface Argv {
  mode?: string;
}

/** The page a remote serves on its own, outside the shell. */
const standalonePage = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} (standalone) · Fieldwise</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The app's Nx project name (its key in bundle-budgets.json). */
const projectName = (appRoot: string) => (JSON.parse(readFileSync(join(appRoot, 'project.json'), 'utf8')) as { name: string }).name;

const hashed = (production: boolean, pattern: string, extension: string) =>
  production ? `${pattern}.[contenthash:10].${extension}` : `${pattern}.${extension}`;

/**
 * One rspack configuration for the shell and every remote, so that they agree on what is shared, how TypeScript
 * and CSS Modules compile, and how assets are named, while each still builds and deploys on its own.
 */
export function federatedAppConfig(options: FederatedAppOptions) {
  const isHost = options.exposes === undefined;
  const workspaceRoot = resolve(options.appRoot, '../..');

  return (_env: unknown, argv: Argv): Configuration => {
    const production = argv.mode !== 'development';
    return {
      context: options.appRoot,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // The host boots from main.ts; a remote's main.ts is only its standalone dev page (the shell loads remoteEntry.js).
      entry: { main: './src/main.ts' },
      output: {
        path: join(options.appRoot, 'dist'),
        // The host needs a fixed root so deep links such as /app/customers still load /main.js; a remote uses
        // `auto` so its chunks load from wherever its manifest was served (any CDN path).
        publicPath: isHost ? '/' : 'auto',
        uniqueName: options.name,
        filename: hashed(production, '[name]', 'js'),
        chunkFilename: hashed(production, '[name]', 'js'),
        cssFilename: hashed(production, '[name]', 'css'),
        cssChunkFilename: hashed(production, '[name]', 'css'),
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        tsConfig: { configFile: join(workspaceRoot, 'tsconfig.base.json') },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
        ],
        // CSS Modules as a default-exported class map, prefixed per app so styles never collide across remotes.
        parser: { 'css/auto': { namedExports: false } },
        generator: {
          'css/auto': { localIdentName: production ? `${options.name}-[hash:base64:8]` : `${options.name}-[name]__[local]` },
        },
      },
      plugins: [
        // First, so that its late stage runs after Module Federation's own rewrite of mf-manifest.json.
        new PrecompressPlugin(),
        new rspack.HtmlRspackPlugin({
          ...(isHost ? { template: './public/index.html' } : { templateContent: standalonePage(options.standaloneTitle ?? options.name) }),
          chunks: ['main'],
          // The page's own script from the root, so deep links such as /app/impersonate work on a remote's own server.
          publicPath: '/',
          ...(options.favicon ? { favicon: options.favicon } : {}),
        }),
        new PreloadInitialChunksPlugin(),
        new ModuleFederationPlugin({
          name: options.name,
          // The host emits a manifest too (Module Federation writes one only when `filename` is set; with no exposes
          // no remoteEntry.js comes out): it records the shared singletons' versions the shell provides (check:compat).
          filename: 'remoteEntry.js',
          ...(isHost ? {} : { exposes: options.exposes }),
          manifest: true,
          shared: sharedSingletons(workspaceRoot, { eager: isHost }),
          // An unreachable remote must not keep the shell from starting.
          shareStrategy: 'loaded-first',
          // Type generation costs seconds per build and nothing consumes it.
          dts: false,
          // Only browsers run these builds, and a remote never loads another remote: the runtime leaves that code out.
          experiments: { optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) } },
        }),
        // Production builds fail when the app's initial JavaScript grows past its budget in bundle-budgets.json.
        new BundleBudgetPlugin({ appName: projectName(options.appRoot), budgetsFile: join(workspaceRoot, 'bundle-budgets.json') }),
      ],
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: true,
        // Every app, the shell and a remote run on its own alike, reaches the API under its own origin.
        proxy: [{ context: ['/api'], target: process.env['API_URL'] || `http://localhost:${DEFAULT_PORTS.api}`, changeOrigin: true }],
        ...(isHost
          ? {}
          : {
              headers: {
                'Access-Control-Allow-Origin': '*',
                'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
                'Access-Control-Allow-Headers': '*',
              },
            }),
        ...options.devServer,
      },
    };
  };
}
