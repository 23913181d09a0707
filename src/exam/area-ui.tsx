/**
 * The React half of an area plug-in: its settings form, answer form and answer view.
 * The pure half is `AreaDefinition` in `src/exam-contract/area-definition.ts`.
 */
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { AudioEngineApi } from '../audio';
import type { QuestionContext, ScoreResult, SettingsErrors } from '../exam-contract';

export interface SettingsFormProps<D> {
  draft: D;
  /** Field name -> i18n key (with its namespace, e.g. 'common:validation.required'). */
  errors: SettingsErrors;
  /** The official exam's settings are shown, not edited. */
  readOnly: boolean;
  onChange(draft: D): void;
  /** What the questions will be played on, where that narrows what they ask (EQ on a loop); none: nothing to say. */
  context?: QuestionContext;
}

export interface AnswerFormProps<S, Q, A> {
  /**
   * The question on now, or null in an official exam, whose questions stay on the server
   * until the end: the form must then work from `settings` alone.
   */
  question: Q | null;
  settings: S;
  /** The complete answer the exam holds, or null. */
  answer: A | null;
  /** A complete answer, or null while it is still incomplete. */
  onChange(answer: A | null): void;
  disabled: boolean;
  /** True once the right answer may be shown (checked in training, the last exam question). */
  revealed: boolean;
  /** What the questions are played on: where it narrows them (EQ on a loop), the form offers only what they may ask. */
  context?: QuestionContext;
}

export interface AnswerViewProps<Q, A> {
  question: Q;
  answer: A | null;
  result: ScoreResult | null;
}

export interface TrainingAidProps<Q> {
  /** The question just checked. */
  question: Q;
  /** The engine playing it, to read in step with playback (`getPosition`, `getProcessedMeter`). */
  engine: AudioEngineApi;
}

/**
 * How a question is heard: `compare` switches between the original and the processed sound
 * (A/B, W/E) over pink noise or the student's own file; `clip` plays the question's own
 * recording as it is (timbre), so there is nothing to compare and no source to choose.
 */
export type Listening = 'compare' | 'clip';

/**
 * How an area words the categories of its confusions (`AreaDefinition.confusions`): a module of
 * its own per area (`src/areas/<id>/<id>-category-words.ts`), light enough for a report page to
 * load without the area's forms, and part of the area's `AreaUi`.
 */
export interface CategoryWords {
  /** The area's i18n namespace (its strings and the area's own validation messages). */
  namespace: string;
  /**
   * A category of the area's confusions (`AreaDefinition.confusions`) in a few words: the
   * axis's value `value` ("1 kHz boost", "front", "Strings"), with `t` bound to the area's
   * `namespace` (`useTranslation(namespace)`), whose strings are loaded.
   */
  describeCategory(axis: string, value: string, t: TFunction): string;
  /**
   * The order of an axis's categories in a matrix, where it is not the numeric order of ids
   * that are numbers (degrees, hertz, signed steps) or else the alphabetical one.
   */
  compareCategories?(axis: string, a: string, b: string): number;
}

export interface AreaUi<S, Q, A, D> extends CategoryWords {
  /** How the play bar and the sound settings present a question; `compare` when left out. */
  listening?: Listening;
  /**
   * Where the level is the answer (loudness), level matching is off: the play control then
   * hides its switch and shows this note (an i18n key) saying why.
   */
  levelMatchOffNote?: string;
  /** The area needs stereo material (width): the play control stays stereo and flags a mono file. */
  requiresStereo?: boolean;
  /**
   * For an area whose settings choose the input source themselves (bursts, a phrase, a sine, or
   * the programme): whether `draft` plays the programme. The sound settings then offer the
   * programme's pink noise, music or file only when it does, under that name, so that one card
   * never asks for its input source twice. Left out: the sound settings choose the input source.
   */
  playsProgramme?(draft: D): boolean;
  toDraft(settings: S): D;
  SettingsForm: ComponentType<SettingsFormProps<D>>;
  /** Remounted for every question, so it may keep a partial answer in its own state. */
  AnswerForm: ComponentType<AnswerFormProps<S, Q, A>>;
  /** The right answer next to the student's, with how far off it was. */
  AnswerView: ComponentType<AnswerViewProps<Q, A>>;
  /**
   * What the processing does, shown in training once the answer is checked, in step with the
   * sound (the dynamics area's gain-reduction meter); never in an exam, where it would give the
   * answer away.
   */
  TrainingAid?: ComponentType<TrainingAidProps<Q>>;
}
