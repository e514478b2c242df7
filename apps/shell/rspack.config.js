// Shell host build. No `remotes`: the runtime config (/config.json) names them at start-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEFAULT_PORTS, runtimeConfigFromEnv } from '@fsp/contracts';

const appRoot = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(appRoot, '../..');

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
    entry: { main: './src/main.ts' },
    output: {
      path: path.join(appRoot, 'dist'),
      // A fixed root, not `auto`: deep links such as /app/customers must still load /main.js.
      publicPath: '/',
      uniqueName: 'shell',
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
      // CSS Modules as a default-exported class map (`import styles from './x.module.css'`).
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName: production ? 'shell-[hash:base64:8]' : 'shell-[name]__[local]' },
      },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new ModuleFederationPlugin({
        name: 'shell',
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port: DEFAULT_PORTS.shell,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: process.env.API_URL || `http://localhost:${DEFAULT_PORTS.api}`, changeOrigin: true }],
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'runtime-config',
          path: '/config.json',
          middleware: (_request, response) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-store');
            response.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
          },
        });
        return middlewares;
      },
    },
  };
};
