import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam/question-set';
import { getAreaDefinition } from '../definitions';
import { CLIP_MANIFEST, instrumentById, instrumentsWithClips, INSTRUMENTS } from './catalogue';
import { timbreDefinition } from './timbre-definition';
import type { TimbreQuestion } from './timbre-question';

describe('timbre settings', () => {
  it('accepts defaults, presets and the official settings; is registered for the API', () => {
    for (const s of [timbreDefinition.defaultSettings, timbreDefinition.officialExam.settings, ...timbreDefinition.difficultyPresets.map((p) => p.settings)]) {
      expect(timbreDefinition.validateSettings(s)).toEqual({ ok: true, settings: s });
    }
    expect(getAreaDefinition('timbre')).toBe(timbreDefinition);
    expect(timbreDefinition.validateSettings({ mode: null })).toEqual({ ok: false, errors: { mode: 'common:validation.required' } });
    expect(timbreDefinition.validateSettings({ mode: 'expert' })).toEqual({ ok: false, errors: { mode: 'timbre:validation.invalid' } });
  });
});

describe('timbre questions', () => {
  it('ask only instruments with a clip, play one of its clips with a small change, over many seeds', () => {
    const recorded = new Set(instrumentsWithClips().map((i) => i.id));
    expect(recorded.size).toBeGreaterThan(0);
    expect(recorded.size).toBeLessThan(INSTRUMENTS.length);
    const questions = generateQuestionSet(timbreDefinition, 5, { mode: 'advanced' }, 300);
    for (const q of questions) {
      expect(recorded.has(q.instrument)).toBe(true);
      expect(CLIP_MANIFEST.clips).toContainEqual(expect.objectContaining({ instrument: q.instrument, file: q.clip }));
      expect(q.delaySeconds).toBeGreaterThanOrEqual(0);
      expect(q.delaySeconds).toBeLessThanOrEqual(0.05);
      expect(Math.abs(q.gainDb)).toBeLessThanOrEqual(0.5);
      expect(timbreDefinition.buildProcessing(q)).toEqual({
        stimulus: { kind: 'clip', url: `/audio/timbre/${q.clip}`, delay: q.delaySeconds },
        chain: [{ kind: 'gain', gain: q.gainDb }],
      });
    }
    expect(new Set(questions.map((q) => q.instrument)).size).toBeGreaterThan(recorded.size / 2);
  });

  it('give credit per level: category, excitation and (advanced) instrument', () => {
    const instrument = instrumentsWithClips().find((i) => i.excitation !== null);
    if (!instrument) throw new Error('no recorded instrument with an excitation');
    const other = INSTRUMENTS.find((i) => i.category !== instrument.category && i.excitation !== instrument.excitation && i.excitation !== null);
    if (!other) throw new Error('no contrasting instrument');
    const q: TimbreQuestion = { instrument: instrument.id, clip: 'x.opus', mode: 'advanced', delaySeconds: 0, gainDb: 0 };
    const score = (answer: unknown, question = q) => {
      const parsed = timbreDefinition.parseAnswer(answer);
      return parsed ? timbreDefinition.score(question, parsed) : null;
    };
    const right = { category: instrument.category, excitation: instrument.excitation, instrument: instrument.id };
    expect(score(right)).toMatchObject({ credit: 1, correct: true });
    expect(score({ ...right, instrument: other.id })?.credit).toBeCloseTo(2 / 3, 9);
    expect(score({ ...right, excitation: other.excitation, instrument: other.id })?.credit).toBeCloseTo(1 / 3, 9);
    expect(score({ category: other.category, excitation: other.excitation, instrument: other.id })).toMatchObject({ credit: 0, correct: false });
    expect(score({ ...right, instrument: null }, { ...q, mode: 'basic' })).toMatchObject({ credit: 1, correct: true });
    expect(score({ ...right, excitation: other.excitation }, { ...q, mode: 'basic' })).toMatchObject({ credit: 0.5 });
    expect(score({ category: 'woodwind', excitation: 'reed', instrument: null })).toBeNull();
    expect(score({ ...right, instrument: 'kazoo-9000' })).toBeNull();
    expect(instrumentById(instrument.id)).toBe(instrument);
  });
});
