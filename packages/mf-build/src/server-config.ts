import path from 'node:path';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import type { AppConfig } from './app-config';
import { sharedModules } from './shared';
import { assetRule, scriptRule } from './webpack-config';

const require = createRequire(import.meta.url);

/** Class names only: the browser build ships the CSS; both derive the same names. */
function serverStyleRules(production: boolean): RuleSetRule[] {
  return [
    {
      test: /\.module\.css$/,
      use: {
        loader: 'css-loader',
        options: {
          modules: {
            namedExport: false,
            exportLocalsConvention: 'as-is',
            exportOnlyLocals: true,
            localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
          },
        },
      },
    },
    { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source', generator: {} },
  ];
}

export function createServerWebpackConfig(
  app: AppConfig,
  appDir: string,
  production: boolean,
): Configuration {
  const isHost = app.kind === 'host';
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: isHost && app.serverEntry ? { main: app.serverEntry } : {},
    target: 'async-node',
    devtool: 'source-map',
    output: {
      path: path.join(appDir, 'dist/server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: '',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    // server-only libraries that cannot be bundled load from node_modules at run time
    externals: { jsdom: 'commonjs jsdom' },
    module: {
      rules: [
        scriptRule(production),
        ...serverStyleRules(production),
        { ...assetRule, generator: { ...assetRule.generator, emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        remoteType: 'script',
        library: { type: 'commonjs-module', name: app.name },
        ...(isHost
          ? { remotes: {}, shareStrategy: 'loaded-first' as const }
          : { filename: 'remoteEntry.js', exposes: app.exposes ?? {} }),
        shared: sharedModules(appDir, false),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      new webpack.DefinePlugin({ 'process.env.APP_NAME': JSON.stringify(app.name) }),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
