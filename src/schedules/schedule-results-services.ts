/**
 * What the results page of a scheduled exam needs from outside: its results, their CSV, and the
 * area's own words for an answer. One object, so tests hand in a fake instead of mocking modules.
 */
import type { TFunction } from 'i18next';
import { apiFetch } from '../lib/api-client';
import type { ScheduleResults } from '../api-contract';
import type { AreaId } from '../lib/area-registry';
import { loadAreaDefinition } from '../areas/load-area';
import { loadCategoryWords } from '../areas/load-category-words';
import { getScheduleResults, resendScheduleGrades, scheduleResultsExportPath } from './schedules-api';

/** An area's words as far as the item analysis reads them: `describeAnswer` takes a `t` bound to `namespace`. */
export interface AnswerWords {
  namespace: string;
  /** A right answer, or a confusion, in the area's words (its definition's, which the CSV writes too). */
  describeAnswer(answer: unknown, t: TFunction): string;
  /** A category of the area's confusions, and their order (src/exam/area-ui.tsx). */
  describeCategory(axis: string, value: string, t: TFunction): string;
  compareCategories?(axis: string, a: string, b: string): number;
}

export interface ScheduleResultsServices {
  results(id: string, signal: AbortSignal): Promise<ScheduleResults>;
  /** The raw CSV response, read as a stream by the download control; `language` picks its header row's. */
  exportResults(id: string, language: string, signal: AbortSignal): Promise<Response>;
  /** Sends the scores the course gradebooks have not taken again; resolves to how many. */
  resendGrades(id: string): Promise<number>;
  /** Loads the area's words; null: no words for answers (the page then shows them as data). */
  answerWords(area: AreaId): Promise<AnswerWords | null>;
}

/** The area's definition and category words, the chunks its own page loads, without its forms. */
export async function loadAnswerWords(area: AreaId): Promise<AnswerWords> {
  const [definition, words] = await Promise.all([loadAreaDefinition(area), loadCategoryWords(area)]);
  return {
    namespace: words.namespace,
    describeAnswer: (answer, t) => definition.describeAnswer(answer, t),
    describeCategory: (axis, value, t) => words.describeCategory(axis, value, t),
    ...(words.compareCategories ? { compareCategories: words.compareCategories } : {}),
  };
}

export const httpScheduleResultsServices: ScheduleResultsServices = {
  results: (id, signal) => getScheduleResults(id, signal),
  exportResults: (id, language, signal) =>
    // A failed export is said in the download panel, not in the app-wide error dialog.
    apiFetch(`${scheduleResultsExportPath(id)}?lang=${encodeURIComponent(language)}`, { signal, reportErrors: false }),
  answerWords: loadAnswerWords,
  resendGrades: async (id) => (await resendScheduleGrades(id)).queued,
};
