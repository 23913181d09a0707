import { describe, expect, it } from 'vitest';
import { createExamMachine } from '../../exam';
import { generateQuestionSet } from '../../exam-contract';
import { createFakeServices } from '../../exam/testing/toy-area';
import { CLIP_MANIFEST, instrumentById, instrumentsWithClips, INSTRUMENTS } from './catalogue';
import { recordingGainDb, recordingIdOfUrl, type RecordingRef } from './recording-ref';
import { timbreDefinition } from './timbre-definition';
import { examInstruments, type TimbreQuestion } from './timbre-question';
import type { TimbreSettings, TimbreSettingsDraft } from './timbre-settings';

const ERHU: RecordingRef = { id: '0b5e6f3c-58c4-4f53-9d1e-2a4b8c7d9e01', instrument: 'erhu', gainDb: 4.5 };
const VIOLIN: RecordingRef = { id: '7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b', instrument: 'violin', gainDb: -2 };

describe('timbre settings', () => {
  it("says 'Required' for an empty mode and refuses one off the list", () => {
    expect(timbreDefinition.validateSettings({ mode: null })).toEqual({ ok: false, errors: { mode: 'common:validation.required' } });
    expect(timbreDefinition.validateSettings({ mode: 'expert' })).toEqual({ ok: false, errors: { mode: 'timbre:validation.invalid' } });
  });

  it('carry the uploaded recordings an exam may play, each a well-formed reference to a catalogue instrument', () => {
    expect(timbreDefinition.validateSettings({ mode: 'basic', recordings: [ERHU, VIOLIN] })).toEqual({ ok: true, settings: { mode: 'basic', recordings: [ERHU, VIOLIN] } });
    expect(timbreDefinition.validateSettings({ mode: 'basic', recordings: [] })).toEqual({ ok: true, settings: { mode: 'basic' } });
    const refused = { ok: false, errors: { recordings: 'timbre:validation.recordings' } };
    for (const recordings of [
      [{ ...ERHU, id: 'not-a-uuid' }],
      [{ ...ERHU, instrument: 'kazoo-9000' }],
      [{ ...ERHU, gainDb: Number.NaN }],
      [{ ...ERHU, gainDb: 99 }],
      [ERHU, ERHU],
      'erhu',
      Array.from({ length: 501 }, (_, i) => ({ ...ERHU, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` })),
    ]) {
      expect(timbreDefinition.validateSettings({ mode: 'basic', recordings })).toEqual(refused);
    }
  });

  it('are still a preset with recordings added (the page adds them; the preset does not name them)', () => {
    const machine = createExamMachine({ definition: timbreDefinition, toDraft: (settings): TimbreSettingsDraft => ({ ...settings }), services: createFakeServices() });
    machine.send({ type: 'EDIT_SETTINGS', draft: { mode: 'advanced', recordings: [ERHU] } });
    expect(machine.getSnapshot()).toMatchObject({ presetId: 'advanced', settingsErrors: {} });
    machine.send({ type: 'EDIT_SETTINGS', draft: { mode: null, recordings: [ERHU] } });
    expect(machine.getSnapshot().presetId).toBeNull();
  });

  it('bring a recording to the clips’ loudness, within limits', () => {
    expect(recordingGainDb(-29.5)).toBe(6.5);
    expect(recordingGainDb(-12)).toBe(-11);
    expect(recordingGainDb(-70)).toBe(20);
    expect(recordingGainDb(null)).toBe(0);
    expect(recordingIdOfUrl(`api:timbre/recordings/${ERHU.id}/audio`)).toBe(ERHU.id);
    expect(recordingIdOfUrl('/audio/timbre/violin.opus')).toBeNull();
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

  it('draw uploaded recordings too: an instrument without a clip becomes askable, and its recording plays at its gain', () => {
    const settings: TimbreSettings = { mode: 'advanced', recordings: [ERHU, VIOLIN] };
    expect(examInstruments({}).map((i) => i.id)).toEqual(instrumentsWithClips().map((i) => i.id));
    expect(examInstruments(settings).map((i) => i.id)).toContain('erhu');
    const questions = generateQuestionSet(timbreDefinition, 11, settings, 600);
    const erhu = questions.filter((q) => q.instrument === 'erhu');
    expect(erhu.length).toBeGreaterThan(0);
    for (const q of erhu) {
      expect(q).toMatchObject({ recording: ERHU.id });
      expect(q.clip).toBeUndefined();
      expect(Math.abs(q.gainDb - ERHU.gainDb)).toBeLessThanOrEqual(0.5);
      expect(timbreDefinition.buildProcessing(q).stimulus).toEqual({ kind: 'clip', url: `api:timbre/recordings/${ERHU.id}/audio`, delay: q.delaySeconds });
    }
    const violins = questions.filter((q) => q.instrument === 'violin');
    expect(violins.some((q) => q.recording === VIOLIN.id)).toBe(true);
    expect(violins.some((q) => q.clip !== undefined)).toBe(true);
    // Without recordings, every question plays a catalogue clip.
    const plain = generateQuestionSet(timbreDefinition, 11, { mode: 'advanced' }, 50);
    expect(plain.every((q) => q.clip !== undefined && q.recording === undefined)).toBe(true);
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
