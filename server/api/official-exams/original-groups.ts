import { originalKey } from '../../../src/audio/question-render';
import type { AreaDefinition } from '../../../src/exam-contract';

/**
 * For each question, the first question with the same original sound: the original is the
 * question's stimulus (or pink noise without one), untouched by the processing, so questions
 * with the same stimulus share it and the browser fetches it once.
 */
export function originalGroups(definition: AreaDefinition, questions: readonly unknown[]): number[] {
  const first = new Map<string, number>();
  return questions.map((question, index) => {
    const key = originalKey(definition.buildProcessing(question));
    const known = first.get(key);
    if (known !== undefined) return known;
    first.set(key, index);
    return index;
  });
}
