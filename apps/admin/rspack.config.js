// Admin remote build: emits remoteEntry.js + mf-manifest.json with content-hashed chunks into ./dist.
// Built and deployed alone; the shell finds it through its runtime config.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEFAULT_PORTS } from '@fsp/contracts';

const appRoot = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(appRoot, '../..');

const REMOTE_NAME = 'admin';
const exposes = {
  './AdminPanel': './src/exposed/admin-panel.tsx',
  './Impersonate': './src/exposed/impersonate.tsx',
  './OwnerOnboard': './src/exposed/owner-onboard.tsx',
};

const REACT_VERSION = '^19.3.1';
const ROUTER_VERSION = '^7.18.5';
const SESSION_VERSION = '0.1.0';

/** The only shared singletons (ARCHITECTURE.md §2); everything else is bundled per app. */
const shared = {
  react: { singleton: true, requiredVersion: REACT_VERSION },
  'react/': { singleton: true, requiredVersion: REACT_VERSION },
  'react-dom': { singleton: true, requiredVersion: REACT_VERSION },
  'react-dom/': { singleton: true, requiredVersion: REACT_VERSION },
  'react-router': { singleton: true, requiredVersion: ROUTER_VERSION },
  'react-router-dom': { singleton: true, requiredVersion: ROUTER_VERSION },
  '@fsp/session': { singleton: true, import: '@fsp/session', version: SESSION_VERSION, requiredVersion: SESSION_VERSION },
};

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    context: appRoot,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // Standalone dev page only; the shell loads remoteEntry.js instead.
    entry: { main: './src/main.ts' },
    output: {
      path: path.join(appRoot, 'dist'),
      // `auto`: chunks load from wherever mf-manifest.json / remoteEntry.js were served (any CDN path).
      publicPath: 'auto',
      uniqueName: REMOTE_NAME,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      tsConfig: { configFile: path.join(workspaceRoot, 'tsconfig.base.json') },
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
      // CSS Modules as a default-exported class map, prefixed per remote so styles never collide.
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName: production ? `${REMOTE_NAME}-[hash:base64:8]` : `${REMOTE_NAME}-[name]__[local]` },
      },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './public/index.html', chunks: ['main'] }),
      new ModuleFederationPlugin({
        name: REMOTE_NAME,
        filename: 'remoteEntry.js',
        exposes,
        shared,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port: DEFAULT_PORTS[REMOTE_NAME],
      historyApiFallback: true,
      hot: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
    },
  };
};
