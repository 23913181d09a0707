/** Where each suggested next step leads: the area page in the mode, and at the difficulty, that step means. */
import type { AreaProgress } from '../api-contract';
import { areaRecord, type AreaId } from '../lib/area-registry';

const MODE_OF_STEP: Record<AreaProgress['next']['step'], 'training' | 'exam' | 'official'> = {
  // A first go with the answer after every question.
  start: 'training',
  practise: 'exam',
  again: 'exam',
  harder: 'exam',
  keep: 'exam',
  official: 'official',
};

/** The preset the step is practised at: the next one up, or the one last practised for another round. */
function difficultyOfStep({ next, practisedAt }: Pick<AreaProgress, 'next' | 'practisedAt'>): string | null {
  if (next.step === 'harder') return next.difficulty;
  return next.step === 'again' || next.step === 'keep' ? practisedAt : null;
}

/**
 * The area page with the step's mode (`?mode=`, which the exam page applies on arrival) and
 * preset (`&difficulty=`, the preset's id).
 */
export function nextStepPath(progress: Pick<AreaProgress, 'area' | 'next' | 'practisedAt'>): string {
  const search = new URLSearchParams({ mode: MODE_OF_STEP[progress.next.step] });
  const difficulty = difficultyOfStep(progress);
  if (difficulty) search.set('difficulty', difficulty);
  return `${areaRecord(progress.area).page}?${search.toString()}`;
}

/** The student's own report of the area. */
export const ownReportPath = (area: AreaId): string => areaRecord(area).report[0];
