/** Seeded width questions and their mid/side processing. Pure: the API re-generates them. */
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import { dealtValue, type BalancedForms, type SteppedChange } from '../../exam-contract';
import type { Rng } from '../../lib/rng';
import { percent, type Percent } from '../../lib/units';
import { widthMaxSteps, type WidthSettings } from './width-settings';

export type WidthDirection = 'narrower' | 'wider';

export interface WidthQuestion extends SteppedChange<WidthDirection> {
  /** Percent of side level per step. */
  step: number;
}

/** The directions a change setting names ("Narrower only"), in the order the answer offers them. */
export function offeredDirections(change: WidthSettings['change']): readonly WidthDirection[] {
  return change === 'either' ? ['narrower', 'wider'] : [change];
}

export function generateWidthQuestion(rng: Rng, settings: WidthSettings): WidthQuestion {
  const directions = offeredDirections(settings.change);
  const direction = directions.length > 1 ? rng.pick(directions) : (directions[0] as WidthDirection);
  const steps = settings.asksSize ? rng.int(1, widthMaxSteps(settings.step) + 1) : 1;
  return { direction, steps, step: settings.step, asksSize: settings.asksSize };
}

/** The sizes of change a question may have, in steps. */
const offeredSteps = (settings: WidthSettings): number[] => Array.from({ length: settings.asksSize ? widthMaxSteps(settings.step) : 1 }, (_, i) => i + 1);

/** An exam deals the direction (as many narrower as wider) and the size (each number of steps as often), independently. */
export const widthBalancedForms: Omit<BalancedForms<WidthSettings, WidthQuestion>, 'sinceVersion'> = {
  categories: (settings) => [
    { id: 'direction', values: offeredDirections(settings.change) },
    { id: 'steps', values: offeredSteps(settings) },
  ],
  generateQuestion: (_rng, settings, _context, dealt) => ({
    direction: dealtValue(dealt, 'direction', offeredDirections(settings.change)),
    steps: dealtValue(dealt, 'steps', offeredSteps(settings)),
    step: settings.step,
    asksSize: settings.asksSize,
  }),
  valuesOf: (question) => ({ direction: [question.direction], steps: [question.steps] }),
};

/** The width of the processed sound: 100 % is the original, 0 % mono, 200 % twice the side level. */
export function questionWidth(question: Pick<WidthQuestion, 'direction' | 'steps' | 'step'>): Percent {
  return percent(100 + (question.direction === 'wider' ? 1 : -1) * question.steps * question.step);
}

export function buildWidthProcessing(question: WidthQuestion): QuestionProcessing {
  return { chain: [{ kind: 'width', width: questionWidth(question) }] };
}
