import type { TFunction } from 'i18next';
import type { SteppedMiss } from '../exam-contract';

/**
 * A stepped miss in words, from the area's own strings: `t` is bound to its namespace, which has
 * view.exact, view.wrongDirection, view.noSize and view.tooMuch / view.tooLittle (counted).
 */
export function steppedMissInWords(t: TFunction, miss: SteppedMiss): string {
  switch (miss.kind) {
    case 'none':
      return t('view.exact');
    case 'direction':
      return t('view.wrongDirection');
    case 'noSize':
      return t('view.noSize');
    case 'steps':
      return t(miss.n > 0 ? 'view.tooMuch' : 'view.tooLittle', { count: Math.abs(miss.n) });
  }
}
