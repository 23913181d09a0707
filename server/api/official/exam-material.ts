/**
 * What an official question is rendered on: its own stimulus where it has one (a sine, a clip,
 * a loop it names), else its exam's material: the loop of the programme library the exam was set
 * on, or pink noise. The processing returned names the loop as the stimulus, so that every place
 * keyed by the processing (a sound's file name, an original's loudness) tells a piano sound from a
 * pink-noise one of the same question.
 */
import type { QuestionProcessing } from '../../../src/audio/processors/processor-spec';
import type { ProgrammeLoopId } from '../../../src/audio/programme';
import type { AreaDefinition } from '../../../src/exam-contract';

export function officialProcessing(definition: AreaDefinition, question: unknown, programme: ProgrammeLoopId | null | undefined): QuestionProcessing {
  const processing = definition.buildProcessing(question);
  if (!programme || processing.stimulus) return processing;
  return { ...processing, stimulus: { kind: 'programme', loop: programme } };
}
