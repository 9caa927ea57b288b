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
const root = path.join(__dirname, '../..');
const browserCode = (filename) => /^(src|client)[\\/]/.test(path.relative(root, filename));
const version = [ts.version, babel.version, fs.readFileSync(__filename, 'utf8')].join('|');

/**
 * Lets the CommonJS transform turn `import()` into `require()`, as @babel/plugin-transform-dynamic-import
 * does (this flag is all that plugin sets): jest runs no ES modules, and the server loads the embedded
 * demo's packages with `import()`. Not in the browser code: @loadable's pages are loaded synchronously
 * on the server, and an `import()` that resolves changes how it loads them.
 */
const dynamicImportToRequire = () => ({
  name: 'dynamic-import-to-require',
  pre() {
    this.file.set('@babel/plugin-proposal-dynamic-import', babel.version);
  },
});

module.exports = {
  // Jest adds nothing to a transform's own key: whether the code is instrumented for coverage is part
  // of it, or a run with --coverage reuses uninstrumented code and counts almost nothing.
  getCacheKey(source, filename, { instrument }) {
    return createHash('sha1')
      .update(version)
      .update(filename)
      .update(instrument ? 'instrumented' : 'plain')
      .update(source)
      .digest('hex');
  },
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
    const result = babel.transformSync(outputText, {
      babelrc: false,
      configFile: false,
      filename,
      sourceMaps: 'inline',
      inputSourceMap: true,
      plugins: [
        '@loadable/babel-plugin',
        ...(browserCode(filename) ? [] : [dynamicImportToRequire]),
        '@babel/plugin-transform-modules-commonjs',
      ],
    });
    return { code: result.code };
  },
};
