import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import { currentLanguage } from '../../i18n';
import { instrumentById, localized } from './catalogue';
import { compareTimbreCategories } from './timbre-confusions';

/** The language `t` speaks: the one a fixed `t` (i18next's getFixedT) was made for, else the interface's. */
export function languageOf(t: TFunction): string {
  const { lng } = t as TFunction & { lng?: unknown };
  return typeof lng === 'string' ? lng : currentLanguage();
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
