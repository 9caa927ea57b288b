import type { PageRoute } from './route-table';

/** The route's path segments, its fixed parameters made parameters again (`services/:slug`). */
function patternSegments(route: PageRoute): string[] {
  const fixed = Object.entries(route.fixedParams ?? {});
  return route.path.split('/').map((segment) => {
    const param = fixed.find(([, value]) => value === segment);
    return param ? `:${param[0]}` : segment;
  });
}

/**
 * The preview path of a content type on a route: the route's path, each parameter replaced by the
 * `{field}` of the entry shown that gives it (cms/src/lib/preview-url.js fills them in); an optional
 * parameter without a field is left out.
 */
function previewPath(route: PageRoute, uid: string, fields: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const segments = patternSegments(route).flatMap((segment) => {
    const param = /^:([\w-]+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const [, name, optional] = param;
    const field = fields[name];
    used.add(name);
    if (field) return [`{${field}}`];
    if (optional) return [];
    throw new Error(`The preview of ${uid} on the route ${route.name} names no field for :${name}`);
  });
  const unknown = Object.keys(fields).filter((name) => !used.has(name));
  if (unknown.length > 0) {
    throw new Error(`The route ${route.name} has no parameter ${unknown.join(', ')} (preview of ${uid})`);
  }
  return `/${segments.filter(Boolean).join('/')}`;
}

/**
 * The CMS's preview map of a route table (the site's is `pageRoutes`): each content type's uid and the
 * locale-neutral path of the page its entries preview on, from the routes' `preview`. A type that two
 * routes preview on different paths is an error. `npm run cms:schema` writes the site's map to
 * cms/config/preview-paths.json.
 */
export function previewPaths(routes: readonly PageRoute[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const route of routes) {
    for (const [uid, fields] of Object.entries(route.preview ?? {})) {
      const path = previewPath(route, uid, fields);
      if (uid in map && map[uid] !== path) {
        throw new Error(`${uid} previews on two paths: ${map[uid]} and ${path}`);
      }
      map[uid] = path;
    }
  }
  return map;
}
