/**
 * The card of a finished run, each mode's own (a new mode adds its own here). Loaded only once
 * an exam ends (src/exam/exam-page.tsx), with every mode's.
 */
import type { ReactNode } from 'react';
import type { ExamMode } from './exam-types';
import { ScoredFinal, type ExamFinalCardProps, type ModeFinalProps } from './final-card-parts';
import { AdaptiveFinal } from './modes/adaptive-final';
import { OfficialFinal } from './modes/official-final';

export type { ExamFinalCardProps } from './final-card-parts';

interface FinalCard<M extends ExamMode> {
  Final<S, Q, A, D>(props: ModeFinalProps<M, S, Q, A, D>): ReactNode;
}

const FINAL_CARDS: { [M in ExamMode]: FinalCard<M> } = {
  training: { Final: ScoredFinal },
  exam: { Final: ScoredFinal },
  adaptive: { Final: AdaptiveFinal },
  official: { Final: OfficialFinal },
};

/** The final score or threshold, with every question reviewed. */
export function ExamFinalCard<S, Q, A, D>(props: ExamFinalCardProps<S, Q, A, D>) {
  // The card of the snapshot's own mode (its method's parameter lets TypeScript widen it to every mode).
  const { Final }: FinalCard<ExamMode> = FINAL_CARDS[props.snapshot.mode];
  return <Final {...props} />;
}
