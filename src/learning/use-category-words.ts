import { useEffect, useState } from 'react';
import { loadCategoryWords } from '../areas/load-category-words';
import type { CategoryWords } from '../exam';
import type { AreaId } from '../lib/area-registry';

export type CategoryWordsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; words: CategoryWords };

/** How the area words its confusions, loaded alone (not the area's forms: a report page stays light). */
export function useCategoryWords(area: AreaId): CategoryWordsState {
  const [settled, setSettled] = useState<{ area: AreaId; state: CategoryWordsState } | null>(null);
  useEffect(() => {
    let current = true;
    loadCategoryWords(area).then(
      (words) => current && setSettled({ area, state: { status: 'ready', words } }),
      () => current && setSettled({ area, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [area]);
  return settled?.area === area ? settled.state : { status: 'loading' };
}
