/** The change of one figure between two periods, absolute and as a percentage of the earlier value. */
import type { Metrics } from '../metrics/metrics.js';
import { percentOf } from '../metrics/units.js';
import type { ComparedMetric, MetricChange, MetricChanges } from './types.js';

/**
 * The decimal places a change keeps: the subtraction's binary noise goes (318.01 - 281 is
 * 37.00999999999999 in floating point, 37.01 here) while every real figure, fractions of a
 * cent included, stays exact.
 */
const CHANGE_DECIMALS = 1e9;

const withoutNoise = (value: number) => Math.round(value * CHANGE_DECIMALS) / CHANGE_DECIMALS;

export function metricChange(older: number, newer: number): MetricChange {
  const change = withoutNoise(newer - older);
  return {
    older,
    newer,
    change,
    // A change from 0 has no percentage: reported as null ('n/a'), never as 0 % or infinity.
    percent_change: older === 0 ? null : percentOf(newer - older, Math.abs(older)),
  };
}

export const COMPARED_METRICS: readonly ComparedMetric[] = [
  'spend', 'sales', 'roas', 'acos', 'cpc', 'conversion_rate', 'impressions', 'clicks', 'orders',
];

/** Every compared figure of two Metrics. */
export function metricChanges(older: Metrics, newer: Metrics): MetricChanges {
  const changes = {} as MetricChanges;
  for (const key of COMPARED_METRICS) changes[key] = metricChange(older[key], newer[key]);
  return changes;
}
