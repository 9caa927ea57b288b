/**
 * The page numbers a pagination shows: every page when there are few, otherwise the first, the
 * last and the neighbours of the current one, with `null` where pages are left out.
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const kept = [1, current - 1, current, current + 1, count].filter((page) => page >= 1 && page <= count);
  const pages = [...new Set(kept)].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || page - previous === 1) return [page];
    return page - previous === 2 ? [previous + 1, page] : [null, page];
  });
}
