/** Seeded loudness questions and the processing that makes them audible. Pure: the API re-generates them. */
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import { dealtValue, type BalancedForms } from '../../exam-contract';
import type { Rng } from '../../lib/rng';
import { dB, type Decibels, type Hertz } from '../../lib/units';
import { SIZE_STEPS, type LoudnessSettings } from './loudness-settings';

export type LevelDirection = 'boost' | 'cut';

export interface LoudnessQuestion {
  direction: LevelDirection;
  /** The change in steps: 1, or 1 to SIZE_STEPS when the size is asked. */
  steps: number;
  /** dB per step. */
  step: number;
  asksSize: boolean;
  /** The sine heard, at a level a boost cannot clip; null: the play control's programme. */
  sine: { frequency: Hertz; level: Decibels } | null;
}

/** Peak of a sine after the largest boost, before the volume control: a boost never clips. */
export const SINE_PEAK_DB = -12;

export function largestSteps(settings: Pick<LoudnessSettings, 'asksSize'>): number {
  return settings.asksSize ? SIZE_STEPS : 1;
}

/** The directions a change type names ("Boost only": louder), in the order the answer offers them. */
export function offeredDirections(changeType: LoudnessSettings['changeType']): readonly LevelDirection[] {
  return changeType === 'boost-cut' ? ['boost', 'cut'] : [changeType];
}

/** The sizes of change a question may have, in steps. */
export const offeredSteps = (settings: Pick<LoudnessSettings, 'asksSize'>): number[] => Array.from({ length: largestSteps(settings) }, (_, i) => i + 1);

function loudnessQuestionOf(settings: LoudnessSettings, direction: LevelDirection, steps: number): LoudnessQuestion {
  const headroom = settings.changeType === 'cut' ? 0 : settings.step * largestSteps(settings);
  return {
    direction,
    steps,
    step: settings.step,
    asksSize: settings.asksSize,
    sine: settings.source === 'sine' ? { frequency: settings.sineFrequency, level: dB(SINE_PEAK_DB - headroom) } : null,
  };
}

export function generateLoudnessQuestion(rng: Rng, settings: LoudnessSettings): LoudnessQuestion {
  const directions = offeredDirections(settings.changeType);
  const direction = directions.length > 1 ? rng.pick(directions) : (directions[0] as LevelDirection);
  const steps = settings.asksSize ? rng.int(1, SIZE_STEPS + 1) : 1;
  return loudnessQuestionOf(settings, direction, steps);
}

/** An exam deals the direction (as many boosts as cuts) and the size (each number of steps as often), independently. */
export const loudnessBalancedForms: Omit<BalancedForms<LoudnessSettings, LoudnessQuestion>, 'sinceVersion'> = {
  categories: (settings) => [
    { id: 'direction', values: offeredDirections(settings.changeType) },
    { id: 'steps', values: offeredSteps(settings) },
  ],
  generateQuestion: (_rng, settings, _context, dealt) =>
    loudnessQuestionOf(settings, dealtValue(dealt, 'direction', offeredDirections(settings.changeType)), dealtValue(dealt, 'steps', offeredSteps(settings))),
  valuesOf: (question) => ({ direction: [question.direction], steps: [question.steps] }),
};

/** The signed level change of a question. */
export function levelChange(question: Pick<LoudnessQuestion, 'direction' | 'steps' | 'step'>): Decibels {
  return dB((question.direction === 'boost' ? 1 : -1) * question.steps * question.step);
}

export function buildLoudnessProcessing(question: LoudnessQuestion): QuestionProcessing {
  const chain = [{ kind: 'gain', gain: levelChange(question) }] as const;
  return question.sine ? { stimulus: { kind: 'sine', frequency: question.sine.frequency, level: question.sine.level }, chain } : { chain };
}
