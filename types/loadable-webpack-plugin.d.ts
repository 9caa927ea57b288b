declare module '@loadable/webpack-plugin' {
  import type { WebpackPluginInstance, Compiler } from 'webpack';

  interface LoadablePluginOptions {
    filename?: string;
    writeToDisk?: boolean | { filename?: string };
    outputAsset?: boolean;
  }

  export default class LoadablePlugin implements WebpackPluginInstance {
    constructor(options?: LoadablePluginOptions);
    apply(compiler: Compiler): void;
  }
}
