import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { localizePath } from './paths';
import { routeLinks } from './route-links';

/**
 * Links from the route table: `href('properties-id', { id: 1001 }, 'ru')` is `/ru/properties/1001`.
 * A route is named as in the table, its path parameters are typed from its path (`:id` required,
 * `:id?` optional) and the query parameters its links may carry from its `linkQuery`: a wrong name or a
 * missing parameter does not compile. Without a locale, the locale-neutral path (what `localizePath`
 * and the breadcrumbs take).
 */

/** What a link needs of a route of the table. */
export interface RouteLink {
  readonly name: string;
  /** Path below the locale's root, without a leading slash; '' is the home. */
  readonly path: string;
  /** The query parameters a link to the route may carry, in the order they are written. */
  readonly linkQuery?: readonly string[];
}

type ParamValue = string | number;
type QueryValue = ParamValue | readonly ParamValue[] | undefined;

type Segment<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? Head | Segment<Rest> : Path;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters of a link to a route: its path's, then its query's. */
export type LinkParams<Route extends RouteLink> = {
  [Name in RequiredParam<Segment<Route['path']>>]: ParamValue;
} & { [Name in OptionalParam<Segment<Route['path']>>]?: ParamValue } & {
  [Name in NonNullable<Route['linkQuery']>[number]]?: QueryValue;
};

/** The route of a table named so; a table whose names are plain strings gives any route. */
type Named<Routes extends readonly RouteLink[], Name> = [Extract<Routes[number], { name: Name }>] extends [
  never,
]
  ? RouteLink
  : Extract<Routes[number], { name: Name }>;

export type Href<Routes extends readonly RouteLink[]> = <Name extends Routes[number]['name']>(
  name: Name,
  params: LinkParams<Named<Routes, Name>>,
  locale?: Locale,
) => string;

/**
 * The link builder of a route table. Path parameters are URI-encoded; a query parameter without a
 * value (undefined, '' or an empty list) is left out, a list is written with its commas as they are
 * (`?refs=1001,1004`).
 */
export function createHref<const Routes extends readonly RouteLink[]>(routes: Routes): Href<Routes> {
  const byName = new Map<string, RouteLink>(routes.map((route) => [route.name, route]));
  return (name, params, locale) => {
    const route = byName.get(name);
    if (!route) throw new Error(`No route is named ${name}`);
    const values = params as Readonly<Record<string, QueryValue>>;
    const path = `/${route.path
      .split('/')
      .flatMap((segment) => pathSegment(route.name, segment, values))
      .join('/')}`;
    return localizePath(`${path}${query(route.linkQuery ?? [], values)}`, locale ?? DEFAULT_LOCALE);
  };
}

function pathSegment(route: string, segment: string, values: Readonly<Record<string, QueryValue>>): string[] {
  if (!segment.startsWith(':')) return [segment];
  const optional = segment.endsWith('?');
  const name = segment.slice(1, optional ? -1 : undefined);
  const value = values[name];
  if (value === undefined || value === '') {
    if (optional) return [];
    throw new Error(`A link to ${route} needs its parameter ${name}`);
  }
  return [encodeURIComponent(String(value))];
}

function query(names: readonly string[], values: Readonly<Record<string, QueryValue>>): string {
  const pairs = names.flatMap((name) => {
    const value = values[name];
    const written = Array.isArray(value)
      ? value.map((item) => encodeURIComponent(String(item))).join(',')
      : encodeURIComponent(String(value ?? ''));
    return written ? [`${name}=${written}`] : [];
  });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The names of the site's routes. */
export type RouteName = (typeof routeLinks)[number]['name'];

/** The site's links, from its route table (src/navigation/route-links.ts is written from it). */
export const href: Href<typeof routeLinks> = createHref(routeLinks);
