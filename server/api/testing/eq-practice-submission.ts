import { randomUUID } from 'node:crypto';
import { eqDefinition } from '../../../src/areas/eq/eq-definition';
import { generateQuestionSet } from '../../../src/exam-contract';

/** A finished 10-question EQ practice exam of `seed`, answered right, as the SPA's queue posts it. */
export function eqPracticeSubmission(seed: number) {
  const settings = eqDefinition.defaultSettings;
  const answers = generateQuestionSet(eqDefinition, seed, settings, 10).map((q) => ({
    bands: q.bands.map((b) => ({ frequency: b.frequency, direction: b.gain > 0 ? 'boost' : 'cut' })),
  }));
  return {
    submitId: randomUUID(),
    area: 'eq',
    mode: 'exam',
    generatorVersion: eqDefinition.version,
    seed,
    settings,
    questionCount: 10,
    startedAt: '2026-06-30T10:00:00.000Z',
    finishedAt: '2026-06-30T10:04:00.000Z',
    answers,
  };
}
