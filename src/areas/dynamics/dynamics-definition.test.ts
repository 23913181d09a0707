import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet } from '../../exam-contract';
import { dynamicsGainReductionDimension, GAIN_REDUCTION_LADDER } from './dynamics-adaptive';
import { dynamicsCategoryWords } from './dynamics-category-words';
import { dynamicsDefinition } from './dynamics-definition';
import { AMOUNTS, ATTACK_MS, KNEE_DB, RATIOS, RELEASE_MS, USUAL_ATTACK_MS, USUAL_RATIO, USUAL_RELEASE_MS, type DynamicsQuestion } from './dynamics-question';
import { DYNAMICS_LOOPS, DYNAMICS_TESTS, TRANSIENT_LOOPS, type DynamicsSettings } from './dynamics-settings';

const d = dynamicsDefinition;
const settings = (over: Partial<DynamicsSettings> = {}): DynamicsSettings => ({ ...d.defaultSettings, ...over });
const question = (over: Partial<DynamicsQuestion> = {}): DynamicsQuestion => ({
  test: 'amount',
  loop: 'drum-kit',
  compressed: true,
  gainReductionDb: 6,
  ratio: 4,
  attackMs: USUAL_ATTACK_MS,
  releaseMs: USUAL_RELEASE_MS,
  ...over,
});

function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

describe('dynamics settings validation', () => {
  it("says 'Required' for every empty field and refuses values off the lists", () => {
    expect(d.validateSettings({ programme: null, test: '', gainReductionDb: undefined })).toEqual({
      ok: false,
      errors: { programme: 'common:validation.required', test: 'common:validation.required', gainReductionDb: 'common:validation.required' },
    });
    expect(d.validateSettings({ programme: 'kazoo', test: 'knee', gainReductionDb: 5 })).toEqual({
      ok: false,
      errors: { programme: 'dynamics:validation.invalid', test: 'dynamics:validation.invalid', gainReductionDb: 'dynamics:validation.invalid' },
    });
  });

  it('asks the attack only on the drum kit and the band, and says why on the others', () => {
    for (const programme of DYNAMICS_LOOPS) {
      const result = d.validateSettings(settings({ programme, test: 'attack' }));
      if (TRANSIENT_LOOPS.includes(programme)) expect(result.ok, programme).toBe(true);
      else expect(result, programme).toEqual({ ok: false, errors: { programme: 'dynamics:validation.attackLoop' } });
    }
    for (const language of ['en', 'zh-CN']) expect(i18next.getFixedT(language)('dynamics:validation.attackLoop')).not.toContain('validation.');
  });

  it('is matched in loudness in the official exam, which asks the amount on the band', () => {
    expect(d.officialExam).toMatchObject({ levelMatch: true, settings: { programme: 'band', test: 'amount' } });
  });
});

describe('dynamics questions', () => {
  it('play the settings’ loop and vary only what the test asks, every value of it over an exam', () => {
    const varied: Record<string, (q: DynamicsQuestion) => unknown> = {
      presence: (q) => q.compressed,
      amount: (q) => q.gainReductionDb,
      ratio: (q) => q.ratio,
      attack: (q) => q.attackMs,
      release: (q) => q.releaseMs,
    };
    const expected = { presence: [false, true], amount: [...AMOUNTS], ratio: [...RATIOS], attack: [ATTACK_MS.fast, ATTACK_MS.slow], release: [RELEASE_MS.fast, RELEASE_MS.slow] };
    for (const test of DYNAMICS_TESTS) {
      const questions = generateQuestionSet(d, 11, settings({ programme: 'band', test, gainReductionDb: 4 }), 40);
      const values = new Set(questions.map(varied[test] as (q: DynamicsQuestion) => unknown));
      expect([...values].sort((a, b) => Number(a) - Number(b)), test).toEqual(expected[test]);
      for (const q of questions) {
        const fixed = { ...q, [({ presence: 'compressed', amount: 'gainReductionDb', ratio: 'ratio', attack: 'attackMs', release: 'releaseMs' } as const)[test]]: null };
        expect(fixed, test).toMatchObject({ test, loop: 'band', ...(test === 'amount' ? {} : { gainReductionDb: 4 }) });
        if (test !== 'ratio') expect(q.ratio).toBe(USUAL_RATIO);
        if (test !== 'attack') expect(q.attackMs).toBe(USUAL_ATTACK_MS);
        if (test !== 'release') expect(q.releaseMs).toBe(USUAL_RELEASE_MS);
      }
    }
  });

  it('are the loop through the compressor, or the loop alone when not compressed', () => {
    const q = question({ ratio: 10, attackMs: 1, releaseMs: 500, gainReductionDb: 8 });
    expect(d.buildProcessing(q)).toEqual({
      stimulus: { kind: 'programme', loop: 'drum-kit' },
      chain: [{ kind: 'dynamics', gainReductionDb: 8, ratio: 10, kneeDb: KNEE_DB, attackMs: 1, releaseMs: 500 }],
    });
    expect(d.buildProcessing(question({ test: 'presence', compressed: false }))).toEqual({ stimulus: { kind: 'programme', loop: 'drum-kit' }, chain: [] });
  });

  it('leaves the questions of existing settings and seeds as they were (generator version 1)', () => {
    const cases = [['default', d.defaultSettings], ...d.difficultyPresets.map((p) => [p.id, p.settings] as const), ['official', d.officialExam.settings]] as const;
    const pinned = Object.fromEntries(cases.map(([id, s]) => [id, fingerprint(generateQuestionSet(d, 2024, s, 20))]));
    expect(pinned).toEqual({
      default: '7b5936f3',
      beginner: '7b5936f3',
      easy: 'd6f288a3',
      medium: 'b52e0d25',
      advanced: '0728058d',
      hard: 'd73ed325',
      expert: '12d79101',
      official: '7149ec49',
    });
    expect(d.version).toBe(1);
  });
});

describe('dynamics scoring', () => {
  it.each([
    [question({ test: 'presence', compressed: false }), { test: 'presence', compressed: false }, 1],
    [question({ test: 'presence' }), { test: 'presence', compressed: false }, 0],
    [question({ gainReductionDb: 6 }), { test: 'amount', gainReductionDb: 6 }, 1],
    [question({ gainReductionDb: 6 }), { test: 'amount', gainReductionDb: 8 }, 0.5],
    [question({ gainReductionDb: 6 }), { test: 'amount', gainReductionDb: 4 }, 0.5],
    [question({ gainReductionDb: 6 }), { test: 'amount', gainReductionDb: 10 }, 0],
    [question({ test: 'ratio', ratio: 10 }), { test: 'ratio', ratio: 10 }, 1],
    [question({ test: 'ratio', ratio: 10 }), { test: 'ratio', ratio: 4 }, 0],
    [question({ test: 'attack', attackMs: ATTACK_MS.slow }), { test: 'attack', speed: 'slow' }, 1],
    [question({ test: 'release', releaseMs: RELEASE_MS.fast }), { test: 'release', speed: 'slow' }, 0],
    [question({ test: 'release', releaseMs: RELEASE_MS.fast }), { test: 'attack', speed: 'fast' }, 0],
  ] as const)('%# scores %j', (q, answer, credit) => {
    const parsed = d.parseAnswer(answer);
    expect(parsed).toEqual(answer);
    expect(d.score(q, parsed as never)).toMatchObject({ credit, correct: credit === 1 });
  });

  it('refuses malformed answers', () => {
    for (const bad of [{ test: 'amount', gainReductionDb: 5 }, { test: 'ratio', ratio: 3 }, { test: 'attack', speed: 'medium' }, { test: 'presence', compressed: 'yes' }, { test: 'knee' }]) {
      expect(d.parseAnswer(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('counts the confusions of the one category asked, and reads them in both languages', () => {
    expect(d.confusions(question({ test: 'ratio', ratio: 2 }), { test: 'ratio', ratio: 10 })).toEqual([{ axis: 'ratio', asked: '2', answered: '10' }]);
    expect(d.confusions(question({ test: 'presence', compressed: false }), { test: 'presence', compressed: true })).toEqual([
      { axis: 'presence', asked: 'uncompressed', answered: 'compressed' },
    ]);
    const en = i18next.getFixedT('en', 'dynamics');
    const zh = i18next.getFixedT('zh-CN', 'dynamics');
    expect(dynamicsCategoryWords.describeCategory('ratio', '10', en)).toBe('10:1');
    expect(dynamicsCategoryWords.describeCategory('attack', 'slow', en)).toBe('Slow attack');
    expect(dynamicsCategoryWords.describeCategory('release', 'fast', zh)).toBe('释放快');
    expect(dynamicsCategoryWords.describeCategory('presence', 'uncompressed', zh)).toBe('未压缩');
    expect(d.describeAnswer({ test: 'amount', gainReductionDb: 8 }, en)).toBe('8 dB');
  });

  it('sounds the student’s answer beside the question in training', () => {
    expect(d.answerSound?.(question({ test: 'presence', compressed: false }), { test: 'presence', compressed: true })).toMatchObject({ compressed: true, gainReductionDb: 6 });
    expect(d.answerSound?.(question(), { test: 'amount', gainReductionDb: 2 })).toMatchObject({ gainReductionDb: 2 });
    expect(d.answerSound?.(question({ test: 'attack', attackMs: 1 }), { test: 'attack', speed: 'slow' })).toMatchObject({ attackMs: ATTACK_MS.slow });
  });
});

describe('the dynamics adaptive ladder', () => {
  it('goes from heavy compression down to 1 dB of mean gain reduction, starting at 10 dB', () => {
    expect(d.adaptive).toEqual([dynamicsGainReductionDimension]);
    expect(GAIN_REDUCTION_LADDER[dynamicsGainReductionDimension.startIndex]).toBe(10);
    expect(GAIN_REDUCTION_LADDER.at(-1)).toBe(1);
  });

  it.each(GAIN_REDUCTION_LADDER)('at %s dB every trial asks whether the drum loop is compressed by exactly that much', (level) => {
    const trials = [1, 2, 3].flatMap((seed) => [0, 1, 2, 3].map((trial) => adaptiveTrialQuestion(d, dynamicsGainReductionDimension, seed, trial, level)));
    for (const trial of trials) expect(trial).toMatchObject({ test: 'presence', loop: 'drum-kit', gainReductionDb: level });
    expect(new Set(trials.map((trial) => trial.compressed))).toEqual(new Set([true, false]));
    expect(dynamicsGainReductionDimension.guessRate(level)).toBe(1 / 2);
  });
});
