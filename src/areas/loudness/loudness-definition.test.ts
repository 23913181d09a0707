import { describe, expect, it } from 'vitest';
import { generateQuestionSet, scoreExam } from '../../exam-contract';
import { dB, dbToGain, hz } from '../../lib/units';
import { loudnessDefinition } from './loudness-definition';
import { levelChange, SINE_PEAK_DB, type LoudnessQuestion } from './loudness-question';
import { CHANGE_TYPES, LEVEL_STEPS, LOUDNESS_DIFFICULTY_PRESETS, SINE_FREQUENCIES, SIZE_STEPS, type LoudnessSettings } from './loudness-settings';

const settings = (over: Partial<LoudnessSettings> = {}): LoudnessSettings => ({ ...loudnessDefinition.defaultSettings, ...over });

describe('loudness settings validation', () => {
  it("says 'Required' for every empty field and refuses values off the lists", () => {
    expect(loudnessDefinition.validateSettings({ source: null, sineFrequency: '', changeType: undefined, step: null, asksSize: null })).toEqual({
      ok: false,
      errors: {
        source: 'common:validation.required',
        sineFrequency: 'common:validation.required',
        changeType: 'common:validation.required',
        step: 'common:validation.required',
        asksSize: 'common:validation.required',
      },
    });
    const odd = loudnessDefinition.validateSettings({ ...settings(), step: 4, sineFrequency: 440, asksSize: 'yes' });
    expect(odd).toEqual({ ok: false, errors: { step: 'loudness:validation.invalid', sineFrequency: 'loudness:validation.invalid', asksSize: 'loudness:validation.invalid' } });
  });

  it('climbs the level ladder from 6 dB to the JND (0.5 dB) and asks the size from medium on', () => {
    expect(LOUDNESS_DIFFICULTY_PRESETS.map((p) => p.settings.step)).toEqual([...LEVEL_STEPS]);
    expect(LOUDNESS_DIFFICULTY_PRESETS.map((p) => p.settings.asksSize)).toEqual([false, false, true, true, true]);
    expect(loudnessDefinition.officialExam.levelMatch).toBe(false);
  });
});

describe('loudness questions', () => {
  it('stay within their settings over many seeds, for every combination', () => {
    for (const changeType of CHANGE_TYPES) {
      for (const step of LEVEL_STEPS) {
        for (const asksSize of [false, true]) {
          for (const source of ['programme', 'sine'] as const) {
            const s = settings({ changeType, step, asksSize, source, sineFrequency: hz(250) });
            const questions = generateQuestionSet(loudnessDefinition, step * 1000 + (asksSize ? 7 : 3), s, 60);
            for (const q of questions) {
              if (changeType !== 'boost-cut') expect(q.direction).toBe(changeType);
              expect(q.steps).toBeGreaterThanOrEqual(1);
              expect(q.steps).toBeLessThanOrEqual(asksSize ? SIZE_STEPS : 1);
              expect(q.step).toBe(step);
              const processing = loudnessDefinition.buildProcessing(q);
              expect(processing.chain).toEqual([{ kind: 'gain', gain: levelChange(q) }]);
              if (source === 'programme') expect(processing.stimulus).toBeUndefined();
              else {
                expect(processing.stimulus).toMatchObject({ kind: 'sine', frequency: 250 });
                // The loudest question of these settings still peaks at or below -12 dBFS.
                const level = q.sine?.level ?? 0;
                const loudest = changeType === 'cut' ? 0 : step * (asksSize ? SIZE_STEPS : 1);
                expect(level + loudest).toBeLessThanOrEqual(SINE_PEAK_DB + 1e-9);
              }
            }
            if (changeType === 'boost-cut') expect(new Set(questions.map((q) => q.direction)).size).toBe(2);
            if (asksSize) expect(new Set(questions.map((q) => q.steps)).size).toBe(SIZE_STEPS);
          }
        }
      }
    }
  });

  it('offer every sine frequency on the octave grid from 125 Hz to 8 kHz, and change the level by steps x step', () => {
    expect(SINE_FREQUENCIES).toEqual([125, 250, 500, 1000, 2000, 4000, 8000]);
    // A +1 dB question is a gain of 10^(1/20).
    expect(dbToGain(levelChange({ direction: 'boost', steps: 2, step: 0.5 }))).toBeCloseTo(Math.pow(10, 1 / 20), 12);
    expect(levelChange({ direction: 'cut', steps: 3, step: 2 })).toBe(dB(-6));
  });
});

describe('loudness scoring', () => {
  const sized: LoudnessQuestion = { direction: 'boost', steps: 3, step: 2, asksSize: true, sine: null };
  const plain: LoudnessQuestion = { ...sized, steps: 1, asksSize: false };

  it.each([
    [plain, { direction: 'boost', steps: null }, 1, true],
    [plain, { direction: 'cut', steps: null }, 0, false],
    [sized, { direction: 'boost', steps: 3 }, 1, true],
    [sized, { direction: 'boost', steps: 2 }, 0.5, false],
    [sized, { direction: 'boost', steps: 4 }, 0.5, false],
    [sized, { direction: 'boost', steps: 1 }, 0.25, false],
    [sized, { direction: 'cut', steps: 3 }, 0, false],
  ] as const)('%# scores %j against the question', (question, answer, credit, correct) => {
    const parsed = loudnessDefinition.parseAnswer(answer);
    expect(parsed).not.toBeNull();
    expect(loudnessDefinition.score(question, parsed as never)).toMatchObject({ credit, correct });
  });

  it('refuses malformed answers', () => {
    for (const bad of [null, 'boost', { direction: 'up' }, { direction: 'boost', steps: 0 }, { direction: 'cut', steps: 5 }, { direction: 'cut', steps: 1.5 }]) {
      expect(loudnessDefinition.parseAnswer(bad)).toBeNull();
    }
  });

  it('scores a whole exam on the server scale', () => {
    const s = settings({ asksSize: true, step: 1 });
    const questions = generateQuestionSet(loudnessDefinition, 9, s, 4);
    const answers = questions.map((q, i) => (i < 2 ? { direction: q.direction, steps: q.steps } : { direction: q.direction === 'boost' ? 'cut' : 'boost', steps: 1 }));
    expect(scoreExam(loudnessDefinition, questions, answers)).toMatchObject({ score: 50, correctRate: 50 });
  });
});

describe('hearing one’s own answer (training)', () => {
  it('sounds the change the student named: their direction and size at the question’s step', () => {
    const question: LoudnessQuestion = { direction: 'boost', steps: 3, step: 2, asksSize: true, sine: null };
    const heard = loudnessDefinition.answerSound?.(question, { direction: 'cut', steps: 1 });
    expect(heard && levelChange(heard)).toBe(-2);
    const plain = loudnessDefinition.answerSound?.({ ...question, steps: 1, asksSize: false }, { direction: 'cut', steps: null });
    expect(plain && levelChange(plain)).toBe(-2);
  });
});
