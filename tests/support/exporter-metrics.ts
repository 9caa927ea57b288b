/**
 * The metric names the monitoring reads from what is not the site: Prometheus itself and the
 * exporters of the monitoring profile (docker-compose.yml), as their documentation gives them. The
 * queries of deploy/prometheus/alerts.yml and deploy/grafana/dashboard.json may name these besides
 * what the site's /metrics exposes (tests/integration/monitoring-queries.test.ts).
 */

/**
 * Series Prometheus writes for every target and for alerts (Prometheus 2.42's documentation:
 * https://prometheus.io/docs/concepts/jobs_instances/#automatically-generated-labels-and-time-series,
 * https://prometheus.io/docs/prometheus/2.42/configuration/alerting_rules/#inspecting-alerts-during-runtime).
 */
export const PROMETHEUS_SERIES = [
  'up',
  'scrape_duration_seconds',
  'scrape_samples_scraped',
  'scrape_samples_post_metric_relabeling',
  'scrape_series_added',
  'ALERTS',
  'ALERTS_FOR_STATE',
];

/**
 * NGINX Prometheus Exporter 0.11 (Debian's prometheus-nginx-exporter, the image
 * nginx/nginx-prometheus-exporter:0.11.0), from nginx's stub_status: its README, "Exported Metrics"
 * (https://github.com/nginxinc/nginx-prometheus-exporter/blob/v0.11.0/README.md#exported-metrics,
 * /usr/share/doc/prometheus-nginx-exporter/README.md.gz).
 */
export const NGINX_EXPORTER_METRICS = [
  'nginxexporter_build_info',
  'nginx_up',
  'nginx_connections_accepted',
  'nginx_connections_active',
  'nginx_connections_handled',
  'nginx_connections_reading',
  'nginx_connections_waiting',
  'nginx_connections_writing',
  'nginx_http_requests_total',
];

/**
 * Varnish exporter 1.6.1 (jonnenauha/prometheus_varnish_exporter; Debian's
 * prometheus-varnish-exporter): its own `varnish_up` and `varnish_version`, and each counter of
 * `varnishstat -j` as `varnish_<section>_<counter>` in lower case (its README:
 * https://github.com/jonnenauha/prometheus_varnish_exporter/blob/1.6.1/README.md), the counters being
 * Varnish's (varnish-counters(7): MAIN.cache_hit, MAIN.cache_miss, MAIN.client_req…,
 * https://varnish-cache.org/docs/7.1/reference/varnish-counters.html). Only those the monitoring
 * reads and a few more are listed; `prometheus-varnish-exporter -test` prints them all.
 */
export const VARNISH_EXPORTER_METRICS = [
  'varnish_up',
  'varnish_version',
  'varnish_main_cache_hit',
  'varnish_main_cache_hit_grace',
  'varnish_main_cache_hitmiss',
  'varnish_main_cache_hitpass',
  'varnish_main_cache_miss',
  'varnish_main_client_req',
  'varnish_main_backend_conn',
  'varnish_main_backend_fail',
  'varnish_backend_up',
];
