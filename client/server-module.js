// What a `.server` module is in the browser build. The route table names the loaders and JSON-LD
// builders, which live in `.server` modules; the browser never runs them (it asks the server for route
// data), so their code stays out of the bundle and every export is a function that refuses to run.
function serverOnly() {
  throw new Error('Server-only code was called in the browser');
}

module.exports = new Proxy({}, { get: (_target, name) => (name === '__esModule' ? false : serverOnly) });
