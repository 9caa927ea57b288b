/**
 * Reading what `/metrics` answers (Prometheus's text format): the value of a sample, and every name a
 * query may use.
 */

/** The value of a sample: `name` with exactly `labels` (none by default), or undefined. */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^}]*)\})? (\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? '').split(',').filter(Boolean).sort().join(',');
    if (found === wanted) return Number(match[3]);
  }
  return undefined;
}

/** The series names a histogram or a summary is written as, besides its own name. */
const SERIES_OF: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
};

/**
 * Every series name the text declares (`# TYPE`), a histogram's `_bucket`, `_sum` and `_count`
 * among them, and every name a sample carries: what a query of this target can select.
 */
export function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const declared = /^# TYPE (\S+) (\S+)/.exec(line);
    if (declared) {
      const [, name, type] = declared;
      names.add(name);
      for (const suffix of SERIES_OF[type] ?? []) names.add(`${name}${suffix}`);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)[{ ]/.exec(line);
    if (sample) names.add(sample[1]);
  }
  return names;
}
