import { describe, expect, it } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet, type AreaDefinition } from '../../../src/exam-contract';
import { instrumentById } from '../../../src/areas/timbre/catalogue';
import type { TimbreAnswer, TimbreQuestion } from '../../../src/areas/timbre/timbre-question';
import { createRng } from '../../../src/lib/rng';
import { DEFAULT_AREAS } from '../areas';
import { answerMakerFor, wrongAnswerFor } from './answer-makers';

const scores = (definition: AreaDefinition, question: unknown, answer: unknown) => {
  const parsed = definition.parseAnswer(answer);
  return parsed === null ? null : definition.score(question, parsed);
};

describe('the demo term\'s wrong timbre answers', () => {
  const timbre = DEFAULT_AREAS.timbre;

  it.each(['category', 'basic', 'advanced'] as const)('in the %s test, name what the form asks there, and are wrong', (mode) => {
    const makeAnswer = answerMakerFor(timbre, { mode });
    const rng = createRng(5);
    const answers = (generateQuestionSet(timbre, 11, { mode }, 40) as TimbreQuestion[]).map((question) => {
      const answer = makeAnswer(question, false, rng) as TimbreAnswer;
      expect(scores(timbre, question, answer)?.correct).toBe(false);
      return answer;
    });
    const excitations = answers.map((answer) => answer.excitation);
    if (mode === 'category') expect(excitations.every((e) => e === null)).toBe(true);
    else expect(excitations.some((e) => e !== null)).toBe(true);
    if (mode !== 'advanced') expect(answers.every((answer) => answer.instrument === null)).toBe(true);
    // The named instrument's own excitation (an electrophone's none).
    else for (const answer of answers) expect(answer.excitation).toBe(instrumentById(answer.instrument ?? '')?.excitation);
  });
});

describe('wrongAnswerFor', () => {
  it.each(Object.values(DEFAULT_AREAS).map((definition) => [definition.id, definition] as const))(
    'gives %s trials at every rung of its first adaptive ladder an answer it scores wrong',
    (_id, definition) => {
      const [dimension] = definition.adaptive;
      const rng = createRng(3);
      dimension.ladder.forEach((level, rung) => {
        for (let i = 0; i < 8; i++) {
          const question = adaptiveTrialQuestion(definition, dimension, 1000 + rung, i, level);
          expect(scores(definition, question, wrongAnswerFor(definition, dimension.settingsAt(level), question, rng))?.correct).toBe(false);
        }
      });
    },
  );
});
