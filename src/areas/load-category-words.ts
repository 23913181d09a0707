/**
 * How an area words its confusions, loaded alone: a report page shows the confusion matrices
 * without loading the area's forms (src/areas/load-area.ts) or its definition.
 */
import type { CategoryWords } from '../exam';
import type { AreaId } from '../lib/area-registry';

const categoryWordsModules = import.meta.glob<Record<string, unknown>>('./*/*-category-words.ts');

function isCategoryWords(value: unknown): value is CategoryWords {
  return typeof value === 'object' && value !== null && 'namespace' in value && 'describeCategory' in value;
}

/** `src/areas/<id>/<id>-category-words.ts`: how the area words its confusions, without its forms. */
export async function loadCategoryWords(area: AreaId): Promise<CategoryWords> {
  const load = categoryWordsModules[`./${area}/${area}-category-words.ts`];
  if (!load) throw new Error(`The area ${area} has no src/areas/${area}/${area}-category-words.ts`);
  const words = Object.values(await load()).find(isCategoryWords);
  if (!words) throw new Error(`src/areas/${area}/${area}-category-words.ts exports no CategoryWords`);
  return words;
}
