/** Metrics summed per key, keeping first-seen key order and a member count per key. */
import { CountsAccumulator, type BaseCounts, type Metrics } from './metrics.js';

export interface MetricGroup<K> {
  key: K;
  metrics: Metrics;
  count: number;
}

export class MetricGroups<K> {
  private readonly groups = new Map<K, { acc: CountsAccumulator; count: number }>();

  add(key: K, counts: BaseCounts, factor?: Parameters<CountsAccumulator['add']>[1]): void {
    let g = this.groups.get(key);
    if (!g) {
      g = { acc: new CountsAccumulator(), count: 0 };
      this.groups.set(key, g);
    }
    g.acc.add(counts, factor);
    g.count++;
  }

  /** Groups in first-seen order. */
  list(): MetricGroup<K>[] {
    return [...this.groups].map(([key, g]) => ({ key, metrics: g.acc.metrics(), count: g.count }));
  }

  /** Groups by spend, highest first. */
  bySpend(): MetricGroup<K>[] {
    return this.list().sort((a, b) => b.metrics.spend - a.metrics.spend);
  }
}
