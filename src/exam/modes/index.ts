/**
 * The exam modes, one module each. A new mode: its snapshot's member in ../exam-types.ts (and its
 * name in EXAM_MODES), its module here, its cards in ./mode-cards.tsx and its final card in
 * ../exam-final-card.tsx, and its strings (`modes.<mode>`, `modeHelp.<mode>`, `setup.title.<mode>`
 * ...) in locales/<lng>/exam.json. TypeScript refuses a mode without its module and cards.
 */
import type { ExamMode, ExamSnapshot } from '../exam-types';
import { adaptiveMode } from './adaptive';
import { examMode } from './exam';
import type { ExamModeModule } from './exam-mode';
import { officialMode } from './official';
import { trainingMode } from './training';

export type { ExamModeModule, ModeBehaviour, ModeContext, ModeSetupEvent, RunStart, SetupFields } from './exam-mode';
export { isLastQuestion, NO_SETTINGS_ERRORS, questionContext } from './exam-mode';
export { issueErrorKey } from './official';

export const EXAM_MODE_MODULES: { [M in ExamMode]: ExamModeModule<M> } = {
  training: trainingMode,
  exam: examMode,
  adaptive: adaptiveMode,
  official: officialMode,
};

/**
 * The module of the snapshot's mode. Its methods take that mode's snapshot, and get it: the
 * module is the one `s.mode` names (method parameters let TypeScript widen it to every mode).
 */
export function modeOf(s: ExamSnapshot<unknown, unknown, unknown, unknown>): ExamModeModule<ExamMode> {
  return EXAM_MODE_MODULES[s.mode];
}

/** The module of a mode by its name. */
export function modeModule(mode: ExamMode): ExamModeModule<ExamMode> {
  return EXAM_MODE_MODULES[mode];
}
