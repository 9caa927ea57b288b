/**
 * The metric names a PromQL expression selects, read without a parser: what is left once strings,
 * label matchers, ranges, grouping clauses, Grafana's variables, functions and keywords are taken out
 * is the names of the vector selectors. Enough for the rules and the dashboard of this repository;
 * a selector written only as `{__name__="…"}` is not seen.
 */

/** Words of PromQL that are not names (operators, modifiers, the special numbers). */
const KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'inf',
  'nan',
]);

export function metricNames(expression: string): string[] {
  const bare = expression
    // Grafana's variables ($__rate_interval, ${datasource}), which sit where durations and values do.
    .replace(/\$\{[^}]*\}|\$\w+/g, ' ')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""')
    .replace(/#[^\n]*/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  // A name starts where no word, number or variable goes on (`5m`, `1e3` and `0x1f` are numbers).
  for (const match of bare.matchAll(/(?<![\w:.$])[a-zA-Z_:][\w:]*/g)) {
    const word = match[0];
    const next = bare.slice(match.index + word.length);
    if (KEYWORDS.has(word.toLowerCase()) || /^\s*\(/.test(next)) continue;
    names.add(word);
  }
  return [...names];
}
