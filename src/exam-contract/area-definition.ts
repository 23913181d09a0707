/**
 * The pure half of an area plug-in: settings, seeded question generation, processing and
 * scoring, and how an answer reads. No React, no Web Audio: the API imports these to re-generate,
 * re-score and write answers into its CSV files.
 * The React half (settings form, answer form) is `AreaUi` in `area-ui.ts`.
 */
import type { TFunction } from 'i18next';
import type { FadeLaw } from '../audio/ab-crossfade';
import type { QuestionProcessing } from '../audio/processors/processor-spec';
import type { ProgrammeLoopId } from '../audio/programme';
import type { AreaId } from '../lib/area-registry';
import type { Rng } from '../lib/rng';

/** Field name -> i18n key of the message (for example 'validation.required'). */
export type SettingsErrors = Readonly<Record<string, string>>;

export type SettingsValidation<S> = { ok: true; settings: S } | { ok: false; errors: SettingsErrors };

export interface DifficultyPreset<S> {
  /** Stable id, also the i18n key suffix of its label: `difficulty.<id>`. */
  id: string;
  settings: S;
}

export interface ScoreResult {
  /** 0 (wrong) to 1 (fully right). */
  credit: number;
  correct: boolean;
  /** Plain, serialisable facts for the answer view (for example `{ band0OctavesOff: 1 }`). */
  details?: Readonly<Record<string, number | string | boolean>>;
}

/** What the server issues for an official exam of an area; it renders the sound itself. */
export interface OfficialExamConfig<S> {
  settings: S;
  questionCount: number;
  /** The server level-matches the processed sound (BS.1770); off where the level is the answer. */
  levelMatch: boolean;
  /** Equal-gain unless the processed sound shares nothing with the original (a fully wet reverb). */
  fadeLaw?: FadeLaw;
}

export const ADAPTIVE_UNITS = ['dB', 'degrees', 'percent', 'octaves', 'ratio', 'treeLevel'] as const;

/** The unit of an adaptive ladder (`adaptive:unit.<unit>` names it). */
export type AdaptiveUnit = (typeof ADAPTIVE_UNITS)[number];

/** A unit as the API sends it (a string), checked. */
export const isAdaptiveUnit = (value: string): value is AdaptiveUnit => ADAPTIVE_UNITS.some((unit) => unit === value);

/**
 * The one physical dimension an area's adaptive mode varies, and the ladder on it. A trial at
 * `level` is a question of the area generated at `settingsAt(level)`, answered with the area's
 * own answer form, and counts as right when the area scores it `correct`. The staircase
 * (adaptive/staircase.ts) moves over the ladder and reports the threshold in `unit`.
 */
export interface AdaptiveDimension<S> {
  /** Stable (a stored run names it), and the i18n key of its name: `<area>:adaptive.<id>`. */
  id: string;
  /** Easiest first (the largest difference), strictly monotone; the source of its numbers is cited beside them. */
  ladder: readonly number[];
  /** Well above the published just-noticeable difference, so that the first trials are clearly heard. */
  startIndex: number;
  unit: AdaptiveUnit;
  /** The settings of a trial at a level of the ladder (every other setting fixed). */
  settingsAt(level: number): S;
  /** The chance of a right answer by guessing at `level`: 1 / the number of possible answers. */
  guessRate(level: number): number;
}

/** One categorical part of a question beside the answer given to it, for a confusion matrix. */
export interface Confusion {
  /** What is told apart (`<area>:confusion.<axis>` names it): 'band', 'frontBack', 'instrument'. */
  axis: string;
  asked: string;
  answered: string;
}

/**
 * What a question is played on, when that changes what may be asked: the built-in programme
 * loop (src/audio/programme), or null for pink noise, a test signal or the student's file. EQ
 * asks only bands where the loop has energy. The same context re-generates the same questions.
 */
export interface QuestionContext {
  programme: ProgrammeLoopId | null;
}

export const NO_QUESTION_CONTEXT: QuestionContext = { programme: null };

/** A value a balanced category takes, as the question holds it: an id or a number. */
export type CategoryValue = string | number;

/** One part of a question whose values an exam deals evenly (a band's frequency, a direction, an instrument). */
export interface BalancedCategory {
  /** Stable within the area: 'frequency', 'direction', 'instrument'. */
  id: string;
  /** Every value a question of the settings may take, each once. */
  values: readonly CategoryValue[];
  /** How many values of it one question holds (EQ: one per band); 1 when absent. */
  perQuestion?: number;
  /** The values of one question differ from each other (EQ's bands have distinct frequencies). */
  distinct?: boolean;
  /**
   * The families a value belongs to, outermost first (an instrument: its category, then its
   * excitation). Each level's families are dealt evenly first, then the values within each
   * family; flat when absent. For value sets larger than an exam, where evenness over the values
   * alone says little.
   */
  familiesOf?(value: CategoryValue): readonly string[];
}

/** Category id -> the values dealt to one question (`perQuestion` of them, in no particular order). */
export type DealtValues = Readonly<Record<string, readonly CategoryValue[]>>;

/** An area's balanced categories and how it makes a question of dealt values. */
export interface BalancedForms<S, Q> {
  /** The first generator version whose exams are dealt; an exam of an earlier version is one seeded stream of `generateQuestion`. */
  sinceVersion: number;
  /** What is balanced for these settings, every value the area's `generateQuestion` can give included. */
  categories(settings: S, context: QuestionContext): readonly BalancedCategory[];
  /** A question of the settings whose categories take the dealt values; anything else (a clip, a delay) drawn from `rng`. */
  generateQuestion(rng: Rng, settings: S, context: QuestionContext, dealt: DealtValues): Q;
  /** The values a question takes in each category, read from the question: what the conformance suite counts. */
  valuesOf(question: Q): DealtValues;
}

export interface AreaDefinition<S = unknown, Q = unknown, A = unknown> {
  id: AreaId;
  /**
   * The version of this area's question generator and scoring; raise it whenever the
   * questions a seed produces, or the score of an answer, change. A result made with a version
   * the area no longer makes (neither this nor one of `earlierVersions`) is refused by the server
   * rather than scored against different questions.
   */
  version: number;
  /**
   * Earlier versions whose questions and scores this code still makes exactly (the version
   * before balanced forms: the same generator, one seeded stream), so that their results are
   * still scored and reviewed. Any other version is refused.
   */
  earlierVersions?: readonly number[];
  defaultSettings: S;
  /** Easiest first. */
  difficultyPresets: readonly DifficultyPreset<S>[];
  /** What the server issues for an official exam of this area. */
  officialExam: OfficialExamConfig<S>;
  /**
   * Accepts untrusted input (a form, a request body). With a context, also refuses settings whose
   * questions that material cannot carry (EQ: more bands than a loop reveals in the range).
   */
  validateSettings(input: unknown, context?: QuestionContext): SettingsValidation<S>;
  /** One question: training, the adaptive mode, and every exam of a version before balanced forms. */
  generateQuestion(rng: Rng, settings: S, context?: QuestionContext): Q;
  /**
   * What an exam deals evenly, and how a question of dealt values is made (balanced-forms.ts);
   * without it an exam is one seeded stream of `generateQuestion`.
   */
  balancedForms?: BalancedForms<S, Q>;
  buildProcessing(question: Q): QuestionProcessing;
  /** Accepts an untrusted answer; null when it is not a well-formed answer. */
  parseAnswer(input: unknown): A | null;
  score(question: Q, answer: A): ScoreResult;
  /**
   * The answer that scores full marks, as the answer form would produce it (a part the
   * settings do not ask is null, as the form leaves it). The demo seed answers with it, and the
   * conformance suite checks that it parses and scores 1.
   */
  rightAnswer(question: Q): A;
  /**
   * An answer in a few words, as a teacher reads it in an item analysis table or its CSV ("1 kHz
   * (Boost)", "30° left", "Violin (Strings, bowed)"). `t` must be bound to the area's namespace
   * (its id), whose strings are loaded. Two different answers read differently.
   */
  describeAnswer(answer: A, t: TFunction): string;
  /**
   * The question the student's answer describes (their level, width, amount), so that training
   * can play it beside the real one after the check. Absent where an answer has no sound.
   */
  answerSound?(question: Q, answer: A): Q;
  /** The dimensions of the area's adaptive mode, one or more (reverb: decay and mix); the first is offered first. */
  adaptive: readonly [AdaptiveDimension<S>, ...AdaptiveDimension<S>[]];
  /**
   * The categories asked and answered, one entry per categorical part the question asks (a
   * part left unanswered is left out), so that a confusion matrix can count them. Values are
   * stable ids that the area's UI puts into words (`AreaUi.describeCategory`).
   */
  confusions(question: Q, answer: A): readonly Confusion[];
}
