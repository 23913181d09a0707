/** Seeded timbre questions, their clip, and scoring with credit per level. Pure: the API re-generates and scores them. */
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import { dealtValue, type BalancedForms, type ScoreResult } from '../../exam-contract';
import type { Rng } from '../../lib/rng';
import { dB, seconds } from '../../lib/units';
import { CATEGORIES, CLIP_MANIFEST, EXCITATIONS, INSTRUMENTS, clipsOf, clipUrl, instrumentById, type Category, type Excitation, type Instrument } from './catalogue';
import { recordingSoundUrl } from './recording-ref';
import { asksExcitation, type TimbreMode, type TimbreSettings } from './timbre-settings';

export interface TimbreQuestion {
  instrument: string;
  /** What it plays: a catalogue clip (its file name) or a teacher's recording (its id). */
  clip?: string;
  recording?: string;
  mode: TimbreMode;
  /**
   * A small change per question, so that an official exam's sound cannot be matched byte for
   * byte against the public clip: silence before the clip (0-50 ms) and a gain within +/-0.5 dB
   * (a recording's also brings it to the clips' loudness).
   */
  delaySeconds: number;
  gainDb: number;
}

export interface TimbreAnswer {
  category: Category;
  /** Null for an electrophone, which has none, and in the category test. */
  excitation: Excitation | null;
  /** Null but in the advanced test. */
  instrument: string | null;
}

/** The instruments an exam with `settings` can ask: those with a clip or an uploaded recording, in catalogue order. */
export function examInstruments(settings: Pick<TimbreSettings, 'recordings'>): Instrument[] {
  const sounding = new Set([...CLIP_MANIFEST.clips.map((clip) => clip.instrument), ...(settings.recordings ?? []).map((r) => r.instrument)]);
  return INSTRUMENTS.filter((instrument) => sounding.has(instrument.id));
}

type Sound = { clip: string; gainDb: 0 } | { recording: string; gainDb: number };

/** A question of `instrument`: one of its clips or recordings, with a small delay and gain of its own. */
function timbreQuestionOf(rng: Rng, settings: TimbreSettings, instrument: Instrument): TimbreQuestion {
  const sounds: Sound[] = [
    ...clipsOf(instrument.id).map((clip) => ({ clip: clip.file, gainDb: 0 as const })),
    ...(settings.recordings ?? []).filter((r) => r.instrument === instrument.id).map((r) => ({ recording: r.id, gainDb: r.gainDb })),
  ];
  const { gainDb: levelDb, ...sound } = rng.pick(sounds);
  const delaySeconds = rng.int(0, 51) / 1000;
  const gainDb = Math.round(levelDb * 100 + rng.int(-50, 51)) / 100;
  return { instrument: instrument.id, ...sound, mode: settings.mode, delaySeconds, gainDb };
}

export function generateTimbreQuestion(rng: Rng, settings: TimbreSettings): TimbreQuestion {
  return timbreQuestionOf(rng, settings, rng.pick(examInstruments(settings)));
}

/**
 * An exam deals the instruments down the Hornbostel-Sachs tree: the categories as often as each
 * other, then within each category its excitations, then its instruments (50 instruments do not
 * fit in one exam, but ten questions ask every category twice, and no instrument twice before
 * each of its class once).
 */
export const timbreBalancedForms: Omit<BalancedForms<TimbreSettings, TimbreQuestion>, 'sinceVersion'> = {
  categories: (settings) => [
    {
      id: 'instrument',
      values: examInstruments(settings).map((instrument) => instrument.id),
      familiesOf: (id) => {
        const instrument = instrumentById(String(id));
        return instrument ? [instrument.category, instrument.excitation ?? 'none'] : [];
      },
    },
  ],
  generateQuestion: (rng, settings, _context, dealt) => {
    const instruments = examInstruments(settings);
    const id = dealtValue(dealt, 'instrument', instruments.map((instrument) => instrument.id));
    const instrument = instruments.find((candidate) => candidate.id === id);
    if (!instrument) throw new RangeError(`no instrument '${id}' in this exam`);
    return timbreQuestionOf(rng, settings, instrument);
  },
  valuesOf: (question) => ({ instrument: [question.instrument] }),
};

export function buildTimbreProcessing(question: TimbreQuestion): QuestionProcessing {
  const url = question.recording !== undefined ? recordingSoundUrl(question.recording) : clipUrl({ file: question.clip ?? '' });
  return {
    stimulus: { kind: 'clip', url, delay: seconds(question.delaySeconds) },
    chain: [{ kind: 'gain', gain: dB(question.gainDb) }],
  };
}

export function parseTimbreAnswer(input: unknown): TimbreAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const raw = input as Record<string, unknown>;
  const category = CATEGORIES.find((c) => c === raw.category);
  const excitation = raw.excitation === null ? null : EXCITATIONS.find((e) => e === raw.excitation);
  const instrument = raw.instrument === null || raw.instrument === undefined ? null : typeof raw.instrument === 'string' ? raw.instrument : undefined;
  if (category === undefined || excitation === undefined || instrument === undefined) return null;
  if (instrument !== null && !instrumentById(instrument)) return null;
  return { category, excitation, instrument };
}

/** The question's instrument named as the form names it: its classes, and itself in the advanced test. */
export function rightTimbreAnswer(question: TimbreQuestion): TimbreAnswer {
  const truth = instrumentById(question.instrument);
  if (!truth) throw new Error(`no instrument '${question.instrument}' in the catalogue`);
  return { category: truth.category, excitation: asksExcitation(question.mode) ? truth.excitation : null, instrument: question.mode === 'advanced' ? truth.id : null };
}

/**
 * Partial credit per level: the category, the excitation (but in the category test) and the
 * instrument (in the advanced test), each an equal share; right only when every asked level is.
 */
export function scoreTimbreAnswer(question: TimbreQuestion, answer: TimbreAnswer): ScoreResult {
  const truth = instrumentById(question.instrument);
  const excitationAsked = asksExcitation(question.mode);
  const levels = [answer.category === truth?.category];
  if (excitationAsked) levels.push(answer.excitation === (truth?.excitation ?? null));
  if (question.mode === 'advanced') levels.push(answer.instrument === question.instrument);
  const right = levels.filter(Boolean).length;
  return {
    credit: right / levels.length,
    correct: right === levels.length,
    details: {
      categoryRight: levels[0] === true,
      ...(excitationAsked ? { excitationRight: levels[1] === true } : {}),
      ...(question.mode === 'advanced' ? { instrumentRight: levels[2] === true } : {}),
      ...(answer.instrument ? { answeredInstrument: answer.instrument } : {}),
    },
  };
}
