import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { curveThd, distortionCurve } from '../../audio/processors/distortion-curve';
import { adaptiveTrialQuestion, generateQuestionSet, NO_QUESTION_CONTEXT } from '../../exam-contract';
import { CLEAN_THD, distortionThdDimension, THD_ADAPTIVE_LADDER } from './distortion-adaptive';
import { DistortionAnswerForm } from './distortion-answer-form';
import { distortionDefinition } from './distortion-definition';
import type { DistortionQuestion } from './distortion-question';
import { distortionUi } from './distortion-ui';

const SEEDS = [1, 2, 3, 0xdeadbeef];
const trialsAt = (level: number) => SEEDS.flatMap((seed) => [0, 1, 2, 3].map((trial) => adaptiveTrialQuestion(distortionDefinition, distortionThdDimension, seed, trial, level)));

function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

describe('the distortion adaptive ladder', () => {
  it('goes from 10 % THD down to 0.1 %, well above the clean alternative, finer through 0.3-3 %', () => {
    expect(distortionDefinition.adaptive).toEqual([distortionThdDimension]);
    expect(THD_ADAPTIVE_LADDER.length).toBeGreaterThanOrEqual(8);
    expect(THD_ADAPTIVE_LADDER.length).toBeLessThanOrEqual(14);
    const ratios = THD_ADAPTIVE_LADDER.slice(1).map((level, i) => (THD_ADAPTIVE_LADDER[i] as number) / level);
    expect(ratios.every((ratio) => ratio > 1)).toBe(true);
    expect(ratios[0]).toBe(2);
    expect(Math.max(...ratios.slice(3, 9))).toBeLessThan(1.6);
    expect(THD_ADAPTIVE_LADDER.at(-1)).toBeGreaterThanOrEqual(10 * CLEAN_THD);
  });

  it.each(THD_ADAPTIVE_LADDER)('at %s % every trial is soft clipping of the calibration sine, at that THD or practically none', (level) => {
    const questions = trialsAt(level);
    for (const question of questions) {
      expect(question).toMatchObject({ type: 'soft', scale: [CLEAN_THD, level], asksType: false, sine: true });
      const processing = distortionDefinition.buildProcessing(question);
      expect(processing.stimulus).toMatchObject({ kind: 'sine', frequency: 1000 });
      expect(processing.chain).toEqual([{ kind: 'distortion', type: 'soft', thd: question.thd }]);
      // The waveshaper the processor builds really distorts the sine by that much.
      expect(curveThd('soft', distortionCurve('soft', question.thd).drive)).toBeCloseTo(question.thd, 3);
      expect(distortionDefinition.score(question, distortionDefinition.rightAnswer(question))).toMatchObject({ credit: 1, correct: true });
      const other = question.thd === level ? CLEAN_THD : level;
      expect(distortionDefinition.score(question, { thd: other, type: null }).correct).toBe(false);
    }
    expect(new Set(questions.map((q) => q.thd))).toEqual(new Set([CLEAN_THD, level]));
    expect(distortionThdDimension.guessRate(level)).toBe(1 / 2);
  });

  it('answers with the form as it is: the two amounts of the rung, smallest first', async () => {
    const settings = distortionThdDimension.settingsAt(0.6);
    const onChange = vi.fn();
    render(<DistortionAnswerForm question={null} settings={settings} answer={null} onChange={onChange} disabled={false} revealed={false} />);
    const chips = within(screen.getByTestId('distortion-amount')).getAllByRole('radio');
    expect(chips.map((chip) => chip.closest('label')?.textContent)).toEqual(['0.01 %', '0.6 %']);
    expect(screen.queryByTestId('distortion-type')).toBeNull();
    await userEvent.setup().click(within(screen.getByTestId('distortion-amount')).getByText('0.6 %'));
    expect(onChange).toHaveBeenLastCalledWith({ thd: 0.6, type: null });
  });

  it('leaves the questions of existing settings and seeds as they were (generator version 1, still made for its results)', () => {
    const d = distortionDefinition;
    const cases = [['default', d.defaultSettings], ...d.difficultyPresets.map((p) => [p.id, p.settings] as const), ['official', d.officialExam.settings]] as const;
    const pinned = Object.fromEntries(cases.map(([id, settings]) => [id, fingerprint(generateQuestionSet(d, 2024, settings, 20, NO_QUESTION_CONTEXT, 1))]));
    expect(pinned).toEqual({ default: '9497c903', beginner: '1a0c1a2b', easy: '9497c903', medium: '5f9af7e0', expert: '926a38ee', official: '926a38ee' });
    expect(d.earlierVersions).toContain(1);
  });
});

describe('distortion confusions', () => {
  const typed: DistortionQuestion = { type: 'hard', thd: 3, scale: [0.3, 1, 3, 10], asksType: true, sine: false };
  const untyped: DistortionQuestion = { ...typed, type: 'soft', asksType: false };

  it('count the amount and, when asked, the type: the right answer confuses nothing', () => {
    expect(distortionDefinition.confusions(typed, distortionDefinition.rightAnswer(typed))).toEqual([
      { axis: 'amount', asked: '3', answered: '3' },
      { axis: 'type', asked: 'hard', answered: 'hard' },
    ]);
    expect(distortionDefinition.confusions(untyped, distortionDefinition.rightAnswer(untyped))).toEqual([{ axis: 'amount', asked: '3', answered: '3' }]);
  });

  it('show a wrong amount or type, and leave out a type not given', () => {
    expect(distortionDefinition.confusions(typed, { thd: 1, type: 'asymmetric' })).toEqual([
      { axis: 'amount', asked: '3', answered: '1' },
      { axis: 'type', asked: 'hard', answered: 'asymmetric' },
    ]);
    expect(distortionDefinition.confusions(typed, { thd: 10, type: null })).toEqual([{ axis: 'amount', asked: '3', answered: '10' }]);
  });

  it('read as amounts and kinds, amounts in numeric order and kinds in the answer’s', () => {
    const en = i18next.getFixedT('en', distortionUi.namespace);
    const zh = i18next.getFixedT('zh-CN', distortionUi.namespace);
    expect(distortionUi.describeCategory('amount', '0.3', en)).toBe('0.3 %');
    expect(distortionUi.describeCategory('type', 'asymmetric', zh)).toBe('不对称削波（偶次谐波）');
    const compare = (axis: string) => (a: string, b: string) => distortionUi.compareCategories?.(axis, a, b) ?? 0;
    expect(['10', '0.3', '3', '0.01'].sort(compare('amount'))).toEqual(['0.01', '0.3', '3', '10']);
    expect(['asymmetric', 'soft', 'hard'].sort(compare('type'))).toEqual(['soft', 'hard', 'asymmetric']);
  });
});
