/** How decay times and mixes read: "1.20 s", "+4 dB", "wet 39 %". */
import type { TFunction } from 'i18next';
import { wetPercentOf } from './reverb-question';
import type { MixUnit } from './reverb-settings';

export function formatRt60(t: TFunction<'reverb'>, rt60: number): string {
  return t('seconds', { value: rt60.toFixed(2) });
}

export function formatDrr(t: TFunction<'reverb'>, drr: number): string {
  return t('db', { value: drr > 0 ? `+${drr}` : String(drr) });
}

export function formatWet(t: TFunction<'reverb'>, drr: number): string {
  return t('wet', { value: Math.round(wetPercentOf(drr)) });
}

/** A mix in the unit the student answers in. */
export function formatMix(t: TFunction<'reverb'>, drr: number, unit: MixUnit): string {
  return unit === 'db' ? formatDrr(t, drr) : formatWet(t, drr);
}

/** A mix in both units, for the right answer: "+4 dB (wet 32 %)". */
export function formatMixBoth(t: TFunction<'reverb'>, drr: number): string {
  return t('both', { db: formatDrr(t, drr), wet: formatWet(t, drr) });
}
