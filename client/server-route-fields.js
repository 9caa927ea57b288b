// What the browser build leaves out of the route table (a Babel plugin of the browser build only, see
// webpack.config.ts): the members of an entry that only the server reads — its loader, validation,
// middleware and fixed parameters, where its pages come from (`sitemap`, `unlisted`), its JSON-LD builder and the
// CMS content types that preview on it. The browser asks the server for a page's data, so these would
// weigh on every page's main chunk for nothing; the entries still declare them in one place.

/** The members of the options of `route(name, path, { … })` that the browser build drops. */
const SERVER_ROUTE_FIELDS = new Set([
  'loader',
  'validate',
  'middleware',
  'fixedParams',
  'sitemap',
  'unlisted',
  'structuredData',
  'preview',
]);

const ROUTE_TABLE = /[\\/]src[\\/]routes[\\/]route-table\.ts$/;

function keyName(property) {
  if (property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'StringLiteral' ? property.key.value : null;
}

/** Whether an object literal is the options of a `route(…)` call. */
function isRouteOptions(objectPath) {
  const call = objectPath.parentPath;
  return (
    call.isCallExpression() &&
    call.node.arguments[2] === objectPath.node &&
    call.get('callee').isIdentifier({ name: 'route' })
  );
}

module.exports = function serverRouteFields(api) {
  // babel-loader's cache then drops what it transformed when this file changes.
  api.cache.never();
  api.addExternalDependency(__filename);
  return {
    name: 'server-route-fields',
    visitor: {
      ObjectProperty(path, state) {
        if (!ROUTE_TABLE.test(state.filename ?? '')) return;
        if (!SERVER_ROUTE_FIELDS.has(keyName(path.node)) || !isRouteOptions(path.parentPath)) return;
        path.remove();
      },
    },
  };
};
