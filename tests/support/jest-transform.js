/**
 * Jest's transform for TypeScript: TypeScript strips the types (ES modules kept), then Babel applies
 * @loadable's plugin — it needs the ES imports to find `loadable()` calls, so that pages render
 * synchronously on the server as they do in the webpack build — and turns the modules into CommonJS.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const babel = require('@babel/core');

const tsconfigPath = path.join(__dirname, '../../tsconfig.base.json');
const { config } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, path.dirname(tsconfigPath));
const compilerOptions = {
  ...options,
  module: ts.ModuleKind.ESNext,
  noEmit: false,
  sourceMap: false,
  inlineSourceMap: true,
  inlineSources: true,
};
const version = [ts.version, babel.version, fs.readFileSync(__filename, 'utf8')].join('|');

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha1').update(version).update(filename).update(source).digest('hex');
  },
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
    const result = babel.transformSync(outputText, {
      babelrc: false,
      configFile: false,
      filename,
      sourceMaps: 'inline',
      inputSourceMap: true,
      plugins: ['@loadable/babel-plugin', '@babel/plugin-transform-modules-commonjs'],
    });
    return { code: result.code };
  },
};
