import { validationError } from './errors';

/** Strapi's `api.rest` defaults. */
const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

export type Pagination =
  | { kind: 'page'; page: number; pageSize: number; withCount: boolean }
  | { kind: 'offset'; start: number; limit: number; withCount: boolean };

export type PaginationMeta =
  | { page: number; pageSize: number; pageCount?: number; total?: number }
  | { start: number; limit: number; total?: number };

/**
 * Parses `pagination[page]/[pageSize]` or `pagination[start]/[limit]` and `[withCount]`, clamped as
 * Strapi does (page ≥ 1, 1 ≤ pageSize ≤ 100, start ≥ 0, limit -1 or above 100 → 100).
 *
 * Real Strapi answers a non-numeric value (`pageSize=abc`), both kinds at once or a bad `withCount`
 * with a 500; this service answers 400 ValidationError instead: a client error is not a server fault.
 */
export function parsePagination(raw: unknown): Pagination {
  const params = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const withCount = parseWithCount(params.withCount);
  const isPaged = params.page !== undefined || params.pageSize !== undefined;
  const isOffset = params.start !== undefined || params.limit !== undefined;
  if (isPaged && isOffset) {
    throw validationError('Invalid pagination parameters. Expected either start/limit or page/pageSize');
  }
  if (isOffset) {
    const start = Math.max(0, integerParam(params, 'start') ?? 0);
    const limit = integerParam(params, 'limit') ?? DEFAULT_PAGE_SIZE;
    return { kind: 'offset', start, limit: applyMaxLimit(limit), withCount };
  }
  const page = Math.max(1, integerParam(params, 'page') || 1);
  const pageSize =
    params.pageSize === undefined ? DEFAULT_PAGE_SIZE : Math.max(1, integerParam(params, 'pageSize') ?? 0);
  return { kind: 'page', page, pageSize: applyMaxLimit(pageSize), withCount };
}

function applyMaxLimit(limit: number): number {
  if (limit === -1 || limit > MAX_PAGE_SIZE) return MAX_PAGE_SIZE;
  return Math.max(1, limit);
}

function integerParam(params: Record<string, unknown>, name: string): number | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return 0;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  throw validationError(`Invalid parameter pagination[${name}]: expected an integer`);
}

function parseWithCount(value: unknown): boolean {
  if (value === undefined) return true;
  if (['true', 't', '1'].includes(value as string)) return true;
  if (['false', 'f', '0'].includes(value as string)) return false;
  throw validationError('Invalid withCount parameter. Expected "t","1","true","false","0","f"');
}

/** One page of items and the `meta.pagination` of the answer. */
export function paginate<T>(
  items: readonly T[],
  pagination: Pagination,
): { items: T[]; meta: PaginationMeta } {
  const total = items.length;
  if (pagination.kind === 'offset') {
    const { start, limit, withCount } = pagination;
    const page = items.slice(start, start + limit);
    return { items: page, meta: withCount ? { start, limit, total } : { start, limit } };
  }
  const { page, pageSize, withCount } = pagination;
  const start = (page - 1) * pageSize;
  const meta = withCount
    ? { page, pageSize, pageCount: Math.ceil(total / pageSize), total }
    : { page, pageSize };
  return { items: items.slice(start, start + pageSize), meta };
}
