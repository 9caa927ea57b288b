/**
 * The request duration histogram, kept in preallocated slots: observing a request finds its slot and
 * adds to numbers, so a cache hit allocates nothing. It joins prom-client's registry as a metric of its
 * own (the registry reads `get()`), in the exposition format prom-client writes for histograms.
 */
export const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const LABEL_NAMES = ['kind', 'status', 'cache'] as const;

export interface HistogramSlot {
  readonly labels: Readonly<Record<(typeof LABEL_NAMES)[number], string>>;
  /** Observations per bucket (not cumulative); the last counts those above every bound. */
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

interface ValuePair {
  value: number;
  labels: Record<string, string | number>;
  metricName: string;
}

export class RequestHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Duration of HTTP requests, by kind of route, status and page cache outcome';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly labelNames = LABEL_NAMES;
  private readonly slots = new Map<string, HistogramSlot>();

  /** The slot of a label set; callers on a hot path keep it and observe into it directly. */
  slot(kind: string, status: number, cache: string): HistogramSlot {
    const key = `${kind}|${status}|${cache}`;
    let slot = this.slots.get(key);
    if (!slot) {
      slot = {
        labels: { kind, status: String(status), cache },
        counts: new Float64Array(REQUEST_BUCKETS.length + 1),
        sum: 0,
        count: 0,
      };
      this.slots.set(key, slot);
    }
    return slot;
  }

  observe(slot: HistogramSlot, seconds: number): void {
    let bucket = 0;
    while (bucket < REQUEST_BUCKETS.length && seconds > REQUEST_BUCKETS[bucket]) bucket += 1;
    slot.counts[bucket] += 1;
    slot.sum += seconds;
    slot.count += 1;
  }

  /** What prom-client's registry writes out (cumulative buckets, +Inf, sum and count per label set). */
  async get() {
    const values: ValuePair[] = [];
    for (const slot of this.slots.values()) {
      let cumulative = 0;
      REQUEST_BUCKETS.forEach((bound, index) => {
        cumulative += slot.counts[index];
        values.push({
          value: cumulative,
          labels: { ...slot.labels, le: bound },
          metricName: `${this.name}_bucket`,
        });
      });
      values.push(
        { value: slot.count, labels: { ...slot.labels, le: '+Inf' }, metricName: `${this.name}_bucket` },
        { value: slot.sum, labels: { ...slot.labels }, metricName: `${this.name}_sum` },
        { value: slot.count, labels: { ...slot.labels }, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.slots.clear();
  }
}
