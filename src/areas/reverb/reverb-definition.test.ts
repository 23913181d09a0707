import { describe, expect, it } from 'vitest';
import { reverbMixGains } from '../../audio/processors/reverb-mix';
import { fadeLawFor } from '../../audio/fade-law';
import { generateQuestionSet } from '../../exam-contract';
import { reverbDefinition } from './reverb-definition';
import { PRE_DELAY_SECONDS, wetPercentOf, type ReverbQuestion } from './reverb-question';
import {
  DECAY_RANGES,
  DECAY_STEPS,
  decayScale,
  FIXED_DRR_DB,
  FIXED_RT60,
  MIX_STEPS,
  mixScale,
  REVERB_DIFFICULTY_PRESETS,
  REVERB_SOURCES,
  DECAY_RANGE_SECONDS,
  type ReverbSettings,
} from './reverb-settings';

const settings = (patch: Partial<ReverbSettings>): ReverbSettings => ({ ...reverbDefinition.defaultSettings, ...patch });

describe('reverb settings', () => {
  it('builds presets key for key, and makes the hardest ask both parts at the finest steps', () => {
    // Presets are recognised by their JSON, so validation must build them key for key.
    for (const preset of REVERB_DIFFICULTY_PRESETS) {
      const checked = reverbDefinition.validateSettings(preset.settings);
      expect(checked.ok && JSON.stringify(checked.settings)).toBe(JSON.stringify(preset.settings));
    }
    expect(REVERB_DIFFICULTY_PRESETS.at(-1)?.settings).toMatchObject({ decay: true, mix: true, decayStep: 5, mixStep: 2 });
  });

  it("says 'Please select at least one test mode.' with neither mode, 'Required' for empty fields", () => {
    expect(reverbDefinition.validateSettings(settings({ decay: false, mix: false }))).toEqual({ ok: false, errors: { modes: 'reverb:validation.noMode' } });
    expect(reverbDefinition.validateSettings({ ...settings({}), decayStep: null, source: '' })).toEqual({
      ok: false,
      errors: { decayStep: 'common:validation.required', source: 'common:validation.required' },
    });
    expect(reverbDefinition.validateSettings({ ...settings({}), decayStep: 30, mixUnit: 'lufs' })).toEqual({
      ok: false,
      errors: { decayStep: 'reverb:validation.invalid', mixUnit: 'reverb:validation.invalid' },
    });
  });

  it('decay scales: geometric in the step, 4 to 9 times, within the range the setting names', () => {
    for (const step of DECAY_STEPS) {
      for (const range of DECAY_RANGES) {
        const scale = decayScale(step, range);
        expect(scale.length).toBeGreaterThanOrEqual(4);
        expect(scale.length).toBeLessThanOrEqual(9);
        for (const [i, rt60] of scale.entries()) {
          expect(rt60).toBeGreaterThanOrEqual(DECAY_RANGE_SECONDS[range].min);
          expect(rt60).toBeLessThanOrEqual(DECAY_RANGE_SECONDS[range].max);
          if (i > 0) expect(rt60 / (scale[i - 1] ?? 1)).toBeCloseTo(1 + step / 100, 2);
        }
      }
    }
    // Halls at the easiest step: 0.5 to 3 s, no longer 0.356 s and 4.05 s.
    expect(decayScale(50, 'medium')).toEqual([0.533, 0.8, 1.2, 1.8, 2.7]);
  });

  it('mix scales: multiples of the step within +/-12 dB, driest first', () => {
    expect(mixScale(6)).toEqual([12, 6, 0, -6, -12]);
    expect(mixScale(4)).toEqual([12, 8, 4, 0, -4, -8, -12]);
    expect(mixScale(2)).toEqual([8, 6, 4, 2, 0, -2, -4, -6, -8]);
  });
});

describe('reverb questions', () => {
  it('stay on their scales and within their settings, over many seeds', () => {
    for (const decay of [true, false]) {
      for (const mix of [true, false]) {
        if (!decay && !mix) continue;
        for (const decayStep of DECAY_STEPS) {
          for (const mixStep of MIX_STEPS) {
            for (const source of REVERB_SOURCES) {
              const s = settings({ decay, mix, decayStep, mixStep, source, decayRange: 'long' });
              const questions = generateQuestionSet(reverbDefinition, decayStep * 7 + mixStep, s, 40);
              for (const q of questions) {
                expect(q.decayScale).toEqual(decay ? decayScale(decayStep, 'long') : []);
                expect(q.mixScale).toEqual(mix ? mixScale(mixStep) : []);
                expect(decay ? q.decayScale : [FIXED_RT60]).toContain(q.rt60);
                expect(mix ? q.mixScale : [FIXED_DRR_DB]).toContain(q.drr);
                const processing = reverbDefinition.buildProcessing(q);
                expect(processing.chain).toEqual([{ kind: 'reverb', rt60: q.rt60, preDelay: PRE_DELAY_SECONDS, mix: wetPercentOf(q.drr) }]);
                expect(processing.stimulus).toEqual(source === 'bursts' ? { kind: 'pink-bursts' } : source === 'phrase' ? { kind: 'phrase' } : undefined);
              }
              if (decay) expect(new Set(questions.map((q) => q.rt60)).size).toBeGreaterThan(2);
            }
          }
        }
      }
    }
  });

  it('mix the dry and wet parts so that their ratio is the DRR: 0 dB is 50 % wet', () => {
    for (const drr of [...mixScale(2), ...mixScale(4), ...mixScale(6)]) {
      const { dry, wet } = reverbMixGains(wetPercentOf(drr));
      expect(20 * Math.log10(dry / wet)).toBeCloseTo(drr, 9);
    }
    expect(wetPercentOf(0)).toBeCloseTo(50, 9);
    expect(wetPercentOf(12)).toBeCloseTo(15.7, 1);
  });

  it('switch A/B equal-gain while the dry part dominates, equal-power once it is below 0.5 (DRR < -4.8 dB)', () => {
    const lawAt = (drr: number) => fadeLawFor(reverbDefinition.buildProcessing({ rt60: 1, drr, decayScale: [], mixScale: [], source: 'bursts' }));
    expect(lawAt(0)).toBe('equal-gain');
    expect(lawAt(-4)).toBe('equal-gain');
    expect(lawAt(-6)).toBe('equal-power');
    expect(lawAt(-12)).toBe('equal-power');
  });
});

describe('reverb scoring', () => {
  const q: ReverbQuestion = { rt60: 1.2, drr: 4, decayScale: decayScale(25, 'medium'), mixScale: mixScale(4), source: 'bursts' };
  const score = (answer: unknown, question = q) => {
    const parsed = reverbDefinition.parseAnswer(answer);
    return parsed ? reverbDefinition.score(question, parsed) : null;
  };

  it('averages the asked parts: exact 1, one step off 0.5, further 0', () => {
    expect(score({ rt60: 1.2, drr: 4 })).toMatchObject({ credit: 1, correct: true });
    expect(score({ rt60: 1.5, drr: 4 })).toMatchObject({ credit: 0.75, correct: false, details: { decayStepsOff: 1, mixStepsOff: 0 } });
    expect(score({ rt60: 0.768, drr: 12 })).toMatchObject({ credit: 0, details: { decayStepsOff: -2, mixStepsOff: -2 } });
    expect(score({ rt60: 1.2, drr: null })).toMatchObject({ credit: 0.5, correct: false });
    expect(score({ rt60: 1.23, drr: 4 })).toMatchObject({ credit: 0.5, correct: false });
  });

  it('scores only the decay when only the decay is asked', () => {
    const decayOnly = { ...q, mixScale: [], drr: FIXED_DRR_DB };
    expect(score({ rt60: 1.2, drr: null }, decayOnly)).toMatchObject({ credit: 1, correct: true });
  });

  it('refuses malformed answers', () => {
    for (const bad of [null, 'x', {}, { rt60: null, drr: null }, { rt60: 'long' }, { rt60: -1, drr: 0 }, { rt60: 1, drr: Number.NaN }]) {
      expect(reverbDefinition.parseAnswer(bad)).toBeNull();
    }
  });

  it("plays the student's room after the check: their decay and mix", () => {
    expect(reverbDefinition.answerSound?.(q, { rt60: 1.5, drr: null })).toEqual({ ...q, rt60: 1.5 });
    expect(reverbDefinition.answerSound?.(q, { rt60: null, drr: -4 })).toEqual({ ...q, drr: -4 });
  });
});
