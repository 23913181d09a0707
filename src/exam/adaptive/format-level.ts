import type { TFunction } from 'i18next';
import type { AdaptiveUnit } from '../../exam-contract';

/** A level of an adaptive ladder in its unit, as the interface language writes numbers: "2.5 dB", "×1.25". */
export function formatLevel(t: TFunction, locale: string, unit: AdaptiveUnit, value: number): string {
  const digits = Math.abs(value) < 10 ? 2 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return t(`exam:adaptive.units.${unit}`, { value: number });
}
