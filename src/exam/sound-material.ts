/**
 * What a practice question is played on, from the area's UI and the student's sound choice: the
 * loop chosen becomes the questions' context (EQ asks only what it reveals) where the sound
 * settings offer a choice and the area's settings play it.
 */
import type { ProgrammeLoopId } from '../audio/programme';
import type { AreaUi } from './area-ui';
import type { ExamSnapshot } from './exam-types';
import { modeOf } from './modes';
import { isLoopChoice, type SourceChoice } from './play-control/sound-choice';
import type { SourceRole } from './play-control/source-picker';

type SoundUi<D> = Pick<AreaUi<unknown, unknown, unknown, D>, 'listening' | 'playsProgramme'>;

/** How the sound settings name the student's choice for `draft`: the input, the programme, or nothing to choose. */
export function sourceRoleOf<D>(ui: SoundUi<D>, draft: D): SourceRole {
  if (ui.listening === 'clip') return 'none';
  if (ui.playsProgramme === undefined) return 'input';
  return ui.playsProgramme(draft) ? 'programme' : 'none';
}

/** The loop `draft`'s questions are played on when the student has chosen `choice`; null when they are not played on one. */
export function programmeOf<D>(ui: SoundUi<D>, draft: D, choice: SourceChoice): ProgrammeLoopId | null {
  return sourceRoleOf(ui, draft) !== 'none' && isLoopChoice(choice) ? choice : null;
}

/** The sources the sound settings offer: the mode's own material where it fixes one (an official exam's), or every source (undefined). */
export function offeredSources(snapshot: ExamSnapshot<unknown, unknown, unknown, unknown>): readonly SourceChoice[] | undefined {
  const material = modeOf(snapshot).fixedMaterial?.(snapshot);
  return material === undefined ? undefined : [material];
}
