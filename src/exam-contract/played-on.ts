/**
 * What a question is played on where the student's choice of sound does not decide it (an
 * official exam rendered on the server, a practice exam reviewed later): its own stimulus where it
 * has one (a sine, a clip, a loop it names), else the loop of the programme library the exam was
 * played on, or pink noise. The loop is named as the stimulus, so that every place keyed by the
 * processing (a sound's file name, an original's loudness) tells a piano sound from a pink-noise one.
 */
import type { QuestionProcessing } from '../audio/processors/processor-spec';
import type { ProgrammeLoopId } from '../audio/programme';
import type { AreaDefinition } from './area-definition';

export function processingOn<Q>(definition: Pick<AreaDefinition<unknown, Q>, 'buildProcessing'>, question: Q, programme: ProgrammeLoopId | null | undefined): QuestionProcessing {
  const processing = definition.buildProcessing(question);
  if (!programme || processing.stimulus) return processing;
  return { ...processing, stimulus: { kind: 'programme', loop: programme } };
}
