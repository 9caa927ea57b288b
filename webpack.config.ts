import path from 'node:path';
import LoadablePlugin from '@loadable/webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import nodeExternals from 'webpack-node-externals';

type Target = 'web' | 'node';

/** A request for a `.server` module (`./properties-loader.server`). */
export const SERVER_MODULE = /\.server(\.tsx?)?$/;

const root = __dirname;
/** The main entry's scripts: the site's, React DOM's and the router's (see `splitChunks`). */
const MAIN_SCRIPTS = /^(main|react-dom|router)\.[0-9a-f]+\.js$/;

/** TypeScript, then @loadable's Babel plugin (it needs the ES module syntax TypeScript keeps). */
function scriptRule(target: Target): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: 'babel-loader',
        options: {
          babelrc: false,
          configFile: false,
          cacheDirectory: true,
          plugins: [
            '@loadable/babel-plugin',
            // What only the server reads of the route table stays out of the browser's main chunk.
            ...(target === 'web' ? [path.join(root, 'client/server-route-fields.js')] : []),
          ],
        },
      },
      {
        loader: 'ts-loader',
        options: {
          transpileOnly: true,
          configFile: path.join(root, 'tsconfig.base.json'),
          compilerOptions: { module: 'esnext', noEmit: false, sourceMap: target === 'web' },
        },
      },
    ],
  };
}

/**
 * With BUILD_PROGRESS set (the first `npm start`), how far both builds are, in steps of 10 %, at most
 * one line every 5 s.
 */
function createProgressPlugins(): Record<Target, webpack.ProgressPlugin> | undefined {
  if (!process.env.BUILD_PROGRESS) return undefined;
  const percent: Record<Target, number> = { web: 0, node: 0 };
  let lastLine = '';
  let lastTime = Date.now();
  const plugin = (target: Target) =>
    new webpack.ProgressPlugin((fraction) => {
      percent[target] = Math.floor(fraction * 10) * 10;
      const line = `  browser bundle ${percent.web} %, server bundle ${percent.node} %`;
      if (line === lastLine || Date.now() - lastTime < 5_000) return;
      lastLine = line;
      lastTime = Date.now();
      process.stdout.write(`${line}\n`);
    });
  return { web: plugin('web'), node: plugin('node') };
}

/** One factory for the browser and the server builds (the @loadable SSR example's shape). */
function createConfig(
  target: Target,
  mode: 'production' | 'development',
  progress?: webpack.ProgressPlugin,
  dist = path.join(root, 'dist'),
): Configuration {
  const web = target === 'web';
  // `npm run dev` (scripts/dev.ts): the page reloads itself when the site was built again.
  const liveReload = mode === 'development' && Boolean(process.env.DEV_LIVE_RELOAD);
  return {
    name: target,
    mode,
    target: web ? ['web', 'es2020'] : 'node20',
    context: root,
    // (no eval-based maps: the Content-Security-Policy allows no eval, in development either)
    devtool: web ? (liveReload ? 'cheap-module-source-map' : 'source-map') : false,
    entry: web
      ? {
          main: liveReload ? ['./client/dev/live-reload.ts', './client/index.tsx'] : './client/index.tsx',
          // The page's one script tag: it starts main's scripts once the first screen is drawn.
          start: './client/start.ts',
        }
      : { index: './server/index.ts', content: './server/content-main.ts' },
    output: web
      ? {
          path: path.join(dist, 'public', 'assets'),
          publicPath: '/assets/',
          filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
          chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
          assetModuleFilename: 'media/[name].[contenthash:8][ext]',
          clean: true,
        }
      : {
          path: path.join(dist, 'server'),
          filename: '[name].js',
          libraryTarget: 'commonjs2',
          clean: true,
        },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        // The content model is part of the site: bundled from its sources (tree-shaken in the browser).
        '@dkg/content-model$': path.join(root, 'packages/content-model/src/index.ts'),
        // React Router's package exports only its development build; the browser gets the production one.
        ...(web && mode === 'production'
          ? {
              'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(
                root,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    // The server bundle holds the site only: its dependencies, the emulator and the demo content are
    // loaded from node_modules at run time (the last two only when CONTENT_API_URL is unset).
    externals: web ? undefined : [nodeExternals({ allowlist: [/\.css$/, /^@dkg\/content-model$/] })],
    node: web ? undefined : { __dirname: false, __filename: false },
    module: {
      rules: [
        scriptRule(target),
        ...(web
          ? [
              {
                test: /\.css$/,
                use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
              },
              { test: /\.(woff2?|svg|png|webp)$/, type: 'asset/resource' as const },
            ]
          : []),
      ],
    },
    plugins: [
      ...(progress ? [progress] : []),
      ...(web
        ? [
            new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
            // `.server` modules (loaders, the content client) never reach the browser.
            new webpack.NormalModuleReplacementPlugin(
              SERVER_MODULE,
              path.join(root, 'client/server-module.js'),
            ),
          ]
        : []),
      ...(web
        ? [
            new LoadablePlugin({
              filename: 'loadable-stats.json',
              writeToDisk: { filename: dist },
              outputAsset: false,
            }),
            // Nearly every function of the main scripts runs while the page starts: V8 compiles them
            // all while the script downloads, off the main thread, instead of one at a time on it
            // when first called (Chromium's explicit compile hints; to other engines it is a comment).
            // Added after minification, which would drop it, and before the source map is written.
            ...(mode === 'production'
              ? [
                  new webpack.BannerPlugin({
                    banner: '//# allFunctionsCalledOnLoad',
                    raw: true,
                    entryOnly: false,
                    test: MAIN_SCRIPTS,
                    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
                  }),
                ]
              : []),
            new MiniCssExtractPlugin({
              filename: mode === 'production' ? '[name].[contenthash:8].css' : '[name].css',
              chunkFilename: mode === 'production' ? '[name].[contenthash:8].css' : '[name].css',
            }),
          ]
        : [
            // Styles belong to the browser build; the server bundle has no use for them.
            new webpack.NormalModuleReplacementPlugin(
              /\.css$/,
              path.join(root, 'server/render/empty-style.js'),
            ),
            // One server bundle: every page module is present, so pages render synchronously.
            new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
          ]),
    ],
    optimization: web
      ? {
          minimizer: ['...', new CssMinimizerPlugin()],
          moduleIds: 'deterministic',
          // React DOM and the router come in scripts of their own: the browser parses each script in a
          // task of its own, so no one task parses them all (client/index.tsx runs them in turn).
          splitChunks: {
            cacheGroups: {
              'react-dom': {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'initial',
                priority: 40,
                enforce: true,
              },
              router: {
                test: /[\\/]node_modules[\\/]react-router[\\/]/,
                name: 'router',
                chunks: 'initial',
                priority: 30,
                enforce: true,
              },
            },
          },
        }
      : // The server reads NODE_ENV when it runs (server/index.ts sets production by default).
        { minimize: false, nodeEnv: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default (env: { dist?: string } | undefined, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  const progress = createProgressPlugins();
  return [
    createConfig('web', mode, progress?.web, env?.dist),
    createConfig('node', mode, progress?.node, env?.dist),
  ];
};
