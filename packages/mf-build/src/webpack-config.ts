import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import type { AppConfig } from './app-config';
import { sharedModules } from './shared';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

// The host gives its federation runtime to the remotes (see `experiments` below) through a
// runtime plugin that the federation plugin adds by its CommonJS path; bundled as CommonJS
// it drags in a second, whole copy of the runtime. Its ESM build shares the host's copy.
const INJECT_RUNTIME_PLUGIN_CJS =
  require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_PLUGIN_ESM = INJECT_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js');

export interface BuildMode {
  production: boolean;
  shareAntd?: boolean;
}

export function scriptRule(production: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
  };
}

function styleRules(production: boolean): RuleSetRule[] {
  const inject = production ? MiniCssExtractPlugin.loader : 'style-loader';
  return [
    {
      test: /\.module\.css$/,
      use: [
        inject,
        {
          loader: 'css-loader',
          options: {
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
            },
          },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [inject, 'css-loader'] },
  ];
}

export const assetRule: RuleSetRule = {
  test: /\.(png|jpe?g|gif|webp|svg|woff2?|mp4)$/i,
  type: 'asset',
  parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
  generator: { filename: 'assets/[name].[contenthash:8][ext]' },
};

/** The one webpack + Module Federation configuration every app builds with. */
export function createWebpackConfig(
  app: AppConfig,
  appDir: string,
  mode: BuildMode,
): Configuration {
  const { production } = mode;
  const isHost = app.kind === 'host';
  const template = existsSync(path.join(appDir, 'public/index.html'))
    ? path.join(appDir, 'public/index.html')
    : path.join(here, '../template/index.html');

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts', ...(app.extraEntries ?? {}) },
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Entries keep fixed names (a hash there breaks the federation runtime); chunks are
      // content-hashed and served immutable (docs/toolchain.md).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: isHost ? '/' : 'auto',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { [INJECT_RUNTIME_PLUGIN_CJS]: INJECT_RUNTIME_PLUGIN_ESM },
    },
    module: { rules: [scriptRule(production), ...styleRules(production), assetRule] },
    optimization: {
      minimize: production && process.env.MF_NO_MINIFY !== '1',
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }),
        // pages inline the CSS they use: every byte of it is in the first response
        new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost
          ? { remotes: {}, shareStrategy: 'loaded-first' as const }
          : { filename: 'remoteEntry.js', exposes: app.exposes ?? {} }),
        shared: sharedModules(appDir, mode.shareAntd ?? false),
        manifest: true,
        dts: false,
        // One federation runtime on the page: each remote entry uses the host's instead of
        // carrying its own copy (~60 KB decoded each). Development builds keep their own, so
        // a remote still runs alone on its dev server. The browser build's runtime leaves out
        // its Node code (target 'web', ~1.7 KB gzip); the server build is separate.
        ...(production && {
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' as const },
          },
        }),
      }),
      new HtmlWebpackPlugin({
        template,
        title: app.title,
        chunks: ['main'],
        scriptLoading: 'defer',
        // the host's index.html must never be cached by the browser across deploys; the
        // server sends it no-cache, so no hash query is needed
        hash: false,
        // the server fills the page into the template at its <!--ssr-…--> marks
        minify: false,
      }),
      new webpack.DefinePlugin({
        'process.env.APP_NAME': JSON.stringify(app.name),
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: '[name].[contenthash:8].css',
            }),
          ]
        : []),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
