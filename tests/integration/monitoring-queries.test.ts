import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createMetrics } from '../../server/observability/metrics';
import {
  NGINX_EXPORTER_METRICS,
  PROMETHEUS_SERIES,
  VARNISH_EXPORTER_METRICS,
} from '../support/exporter-metrics';
import { exposedNames } from '../support/exposition';
import { metricNames } from '../support/promql-names';
import { startTestSite, type TestSite } from '../support/site';

/**
 * The queries of the alerts (deploy/prometheus/alerts.yml), of their tests (alerts.test.yml) and of
 * the dashboard (deploy/grafana/dashboard.json) name only metrics that exist: those a test site's
 * /metrics exposes (with the process's own, as the image has them), Prometheus's own series, and the
 * exporters' documented names. A renamed metric fails here, not on an operator's empty graph.
 */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/**
 * The `expr` of each rule of a Prometheus rule file: a plain value on its line, or a block (`|`, `>`)
 * of the lines indented under it. As many as the file has rules, or it throws.
 */
function ruleExpressions(text: string): string[] {
  const lines = text.split('\n');
  const expressions: string[] = [];
  lines.forEach((line, index) => {
    const key = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!key) return;
    const [, indent, value] = key;
    if (!/^[|>][-+]?$/.test(value.trim())) {
      expressions.push(value.trim().replace(/^(['"])(.*)\1$/, '$2'));
      return;
    }
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== '' && next.search(/\S/) <= indent.length) break;
      block.push(next.trim());
    }
    expressions.push(block.join('\n').trim());
  });
  const rules = lines.filter((line) => /^\s*- (alert|record):/.test(line)).length;
  if (expressions.length !== rules)
    throw new Error(`${rules} rules, but ${expressions.length} expressions read`);
  return expressions;
}

/** The series the rules' unit tests feed Prometheus (`series: 'name{…}'`). */
function testSeriesNames(text: string): string[] {
  return [...text.matchAll(/^\s*- series:\s*'([a-zA-Z_:][\w:]*)/gm)].map((match) => match[1]);
}

interface Panel {
  title?: string;
  targets?: Array<{ expr?: string }>;
  panels?: Panel[];
}

/** Every query of a Grafana dashboard's panels (rows' panels among them), with its panel's title. */
function dashboardQueries(dashboard: { panels: Panel[] }): Array<{ panel: string; expr: string }> {
  const queries: Array<{ panel: string; expr: string }> = [];
  const visit = (panel: Panel) => {
    for (const target of panel.targets ?? []) {
      if (target.expr) queries.push({ panel: panel.title ?? '', expr: target.expr });
    }
    panel.panels?.forEach(visit);
  };
  dashboard.panels.forEach(visit);
  return queries;
}

describe('the metrics the monitoring queries', () => {
  let site: TestSite;
  let known: Set<string>;

  /** The names a query selects that nothing exposes. */
  const unknown = (expr: string) => metricNames(expr).filter((name) => !known.has(name));

  beforeAll(async () => {
    // The process's own metrics too, as the image (NODE_ENV=production) exposes them.
    site = await startTestSite({ overrides: { metrics: createMetrics({ dataDir: os.tmpdir() }) } });
    const text = (await request(site.app).get('/metrics')).text;
    known = new Set([
      ...exposedNames(text),
      ...PROMETHEUS_SERIES,
      ...NGINX_EXPORTER_METRICS,
      ...VARNISH_EXPORTER_METRICS,
    ]);
  });

  afterAll(() => site?.close());

  it('when the names are read from a query, then they are its selectors’ and not its functions, keywords, labels, strings, durations or variables', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le, cache) (rate(http_request_duration_seconds_bucket{job="site",kind=~"page|api"}[$__rate_interval] offset 5m)))',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
    expect(
      metricNames(
        'up{job="site"} == 0 or on(instance) group_left(version) nginx_up unless ignoring (le) varnish_up > bool 1e3',
      ),
    ).toEqual(['up', 'nginx_up', 'varnish_up']);
    expect(
      metricNames(
        'label_replace(a_total, "dst", "$1 b_total", "src", "(.*)") / sum without (x) (c:d:rate5m)',
      ),
    ).toEqual(['a_total', 'c:d:rate5m']);
    expect(metricNames('time() - max(backup_last_success_timestamp_seconds) > 24 * 3600 + Inf')).toEqual([
      'backup_last_success_timestamp_seconds',
    ]);
  });

  it('when a query names a metric nothing exposes, then it is found out', () => {
    expect(unknown('sum(rate(http_requests_total{job="site"}[5m])) / sum(rate(up[5m]))')).toEqual([
      'http_requests_total',
    ]);
    expect(unknown('varnish_main_cache_hits / nginx_connections_active')).toEqual([
      'varnish_main_cache_hits',
    ]);
    expect(unknown('enquiry_outbox_pending + publish_live_lag_seconds_bucket')).toEqual([]);
  });

  it('when the alerts are read, then each of their queries names only metrics that exist', () => {
    const expressions = ruleExpressions(read('deploy/prometheus/alerts.yml'));
    expect(expressions.length).toBeGreaterThanOrEqual(7);
    const missing = expressions.flatMap((expr) => unknown(expr).map((name) => `${name} in ${expr}`));
    expect(missing).toEqual([]);
  });

  it('when the alerts’ unit tests feed series, then those are metrics that exist', () => {
    const names = testSeriesNames(read('deploy/prometheus/alerts.test.yml'));
    expect(names.length).toBeGreaterThan(20);
    expect([...new Set(names)].filter((name) => !known.has(name))).toEqual([]);
  });

  it('when the dashboard is read, then each of its panels’ queries names only metrics that exist', () => {
    const queries = dashboardQueries(JSON.parse(read('deploy/grafana/dashboard.json')));
    expect(queries.length).toBeGreaterThanOrEqual(9);
    const missing = queries.flatMap(({ panel, expr }) =>
      unknown(expr).map((name) => `${name} in "${panel}"`),
    );
    expect(missing).toEqual([]);
  });

  it('when Grafana imports the dashboard, then every panel reads the Prometheus its datasource variable names', () => {
    const dashboard = JSON.parse(read('deploy/grafana/dashboard.json')) as {
      templating: { list: Array<{ name: string; type: string; query: string }> };
      panels: Array<Panel & { type: string; datasource?: { type: string; uid: string } }>;
    };
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(panels.map((panel) => [panel.title, panel.datasource])).toEqual(
      panels.map((panel) => [panel.title, { type: 'prometheus', uid: '${datasource}' }]),
    );
  });
});
