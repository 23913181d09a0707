import i18next, { type TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import { instrumentById, localized } from './catalogue';
import { compareTimbreCategories } from './timbre-confusions';
import type { TimbreAnswer } from './timbre-question';

/**
 * The language `t` speaks: the one a fixed `t` (i18next's getFixedT, as the API's CSV uses) was
 * made for, else the interface's. i18next itself rather than src/i18n, whose locale chunks only
 * Vite can bundle: the API imports this file through the area's definition.
 */
export function languageOf(t: TFunction): string {
  const { lng } = t as TFunction & { lng?: unknown };
  return typeof lng === 'string' ? lng : (i18next.resolvedLanguage ?? i18next.language);
}

/**
 * "English horn (Aerophone, Reed)" in the advanced test, "Aerophone, Reed" in the basic one,
 * "Aerophone" in the category one. An answer does not carry its test: no excitation reads as
 * "None (electronic)" for an electrophone, and as the category test's answer otherwise.
 */
export function describeTimbreAnswer({ category, excitation, instrument }: TimbreAnswer, t: TFunction): string {
  const showsExcitation = excitation !== null || category === 'electrophone';
  const levels = showsExcitation
    ? t('view.levels', { category: t(`category.${category}`), excitation: t(`excitation.${excitation ?? 'none'}`) })
    : t(`category.${category}`);
  const named = instrument === null ? undefined : instrumentById(instrument);
  return named ? t('view.named', { name: localized(named.name, languageOf(t)), levels }) : levels;
}

/** "Aerophone", "Reed", "English horn": the axes are those of `timbreConfusions`. */
export const timbreCategoryWords: CategoryWords = {
  namespace: 'timbre',
  describeCategory: (axis, value, t) => {
    if (axis !== 'instrument') return t(`${axis}.${value}`);
    const named = instrumentById(value);
    return named ? localized(named.name, languageOf(t)) : value;
  },
  compareCategories: compareTimbreCategories,
};
