/** What a mode gives the exam page's cards (./mode-cards.tsx lists each mode's). */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { AreaDefinition } from '../../exam-contract';
import type { AreaUi } from '../area-ui';
import type { ExamMachine } from '../exam-machine';
import type { ExamMode, ExamSnapshot, SnapshotIn } from '../exam-types';
import type { QuestionSound } from '../use-question-sound';

export interface ModeSettingsProps<M extends ExamMode, S, Q, A, D> {
  definition: AreaDefinition<S, Q, A>;
  ui: AreaUi<S, Q, A, D>;
  snapshot: SnapshotIn<M, S, Q, A, D>;
  machine: ExamMachine<S, Q, A, D>;
}

export interface ModeAsideProps<S, Q, A, D> {
  definition: AreaDefinition<S, Q, A>;
  /** The page's snapshot, in whichever mode. */
  snapshot: ExamSnapshot<S, Q, A, D>;
  machine: ExamMachine<S, Q, A, D>;
}

type Unknown<M extends ExamMode> = SnapshotIn<M, unknown, unknown, unknown, unknown>;

export interface ModeCards<M extends ExamMode> {
  /**
   * In the settings card, below the mode's help: the mode's own choices (difficulty and count, a
   * dimension) or what it says of its settings. Modes that share one keep it across a change of mode.
   */
  SetupChoices<S, Q, A, D>(props: ModeSettingsProps<M, S, Q, A, D>): ReactNode;
  /** The area's settings form shows next (read-only where the mode's settings are fixed); not where they follow from something else. */
  settingsForm: boolean;
  /** After the settings form. */
  SettingsNote?(props: { snapshot: Unknown<M> }): ReactNode;
  /** The question card's heading in setup: what Start will do (`clip`: the area plays clips, nothing before the first question). */
  setupPrompt(snapshot: Unknown<M>, t: TFunction, clip: boolean): { title: string; hint: string };
  /** The strip over a running question: its counter, chips and progress. */
  Progress(props: { snapshot: Unknown<M> }): ReactNode;
  /** Below the strip while a question runs. */
  QuestionStatus?(props: { snapshot: Unknown<M>; sound: QuestionSound; now: () => number }): ReactNode;
  /** Beside the primary action. */
  Actions?<S, Q, A, D>(props: { snapshot: SnapshotIn<M, S, Q, A, D>; machine: ExamMachine<S, Q, A, D> }): ReactNode;
  /** Start's label (an i18n key of the exam namespace), where it is not `actions.start`. */
  startLabel?(snapshot: Unknown<M>): string | null;
  /**
   * Beside the question card, mounted for the page's whole visit whatever the mode, so that what
   * it holds outlasts a change of mode; it shows something only in its own.
   */
  Aside?<S, Q, A, D>(props: ModeAsideProps<S, Q, A, D>): ReactNode;
}
