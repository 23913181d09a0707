import type { AreaDefinition } from '../../../src/exam/area-definition';

/**
 * For each question, the first question with the same original sound: the original is the
 * question's stimulus (or pink noise without one), untouched by the processing, so questions
 * with the same stimulus share it and the browser fetches it once.
 */
export function originalGroups(definition: AreaDefinition, questions: readonly unknown[]): number[] {
  const first = new Map<string, number>();
  return questions.map((question, index) => {
    const processing = definition.buildProcessing(question);
    const key = JSON.stringify([processing.stimulus ?? null, processing.mono === true]);
    const known = first.get(key);
    if (known !== undefined) return known;
    first.set(key, index);
    return index;
  });
}
