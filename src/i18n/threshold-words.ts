/**
 * Adaptive levels and thresholds in words, for the exam's result and the reports alike. The unit
 * is an adaptive unit's id (src/exam-contract's `AdaptiveUnit`, a string in the API), each named
 * by `exam:adaptive.units.<unit>`.
 */
import type { TFunction } from 'i18next';
import type { ThresholdBoundClaim } from '../api-contract';

type ThresholdBound = NonNullable<ThresholdBoundClaim>;

/** A level of an adaptive ladder in its unit, as the interface language writes numbers: "2.5 dB", "×1.25". */
export function formatLevel(t: TFunction, locale: string, unit: string, value: number): string {
  const digits = Math.abs(value) < 10 ? 2 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return t(`exam:adaptive.units.${unit}`, { value: number });
}

/** A threshold, or the end of the ladder it lies beyond: "2.5 dB", "≤ 10 %". */
export function formatThreshold(t: TFunction, locale: string, unit: string, value: number, bound: ThresholdBound | null): string {
  const level = formatLevel(t, locale, unit, value);
  return bound === null ? level : t(`exam:adaptive.bound.${bound}`, { level });
}

export interface StoredThreshold {
  threshold: number;
  low: number | null;
  high: number | null;
  bound: ThresholdBound | null;
}

/** A stored threshold in words: its value, and its 95 % interval (a bound has none: it lies beyond the test's steps). */
export function describeThreshold(t: TFunction, locale: string, unit: string, point: StoredThreshold): { value: string; interval: string } {
  const level = (value: number) => formatLevel(t, locale, unit, value);
  const interval =
    point.bound !== null
      ? t('exam:adaptive.beyondSteps')
      : t('exam:adaptive.intervalShort', { low: level(point.low ?? point.threshold), high: level(point.high ?? point.threshold) });
  return { value: formatThreshold(t, locale, unit, point.threshold, point.bound), interval };
}
