/**
 * What a reviewed question sounds like: "the question" (its processed sound), "your answer" (the
 * sound the student's answer describes, `answerSound`) and the original. A practice exam's are
 * built here in the browser from the question; an official exam's the server renders once the
 * exam is submitted (the browser never holds an official question's parameters before then).
 */
import type { ReviewAudioBranch } from '../../api-contract';
import type { Branch } from '../../audio';
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import type { ProgrammeLoopId } from '../../audio/programme';
import { processingOn, type AreaDefinition } from '../../exam-contract';

/** What a review item can play. */
export type ReviewHearing = 'original' | 'question' | 'answer';

/** One branch of a submitted official exam's question, from the server: the question's pair, or the answer's processed sound. */
export type FetchReviewAudio = (question: number, branch: ReviewAudioBranch) => Promise<ArrayBuffer>;

export type ReviewSoundSource<Q, A> =
  /** `programme`: the loop a practice exam was played on, which its questions are heard on again. */
  | { kind: 'browser'; definition: AreaDefinition<unknown, Q, A>; programme?: ProgrammeLoopId | null }
  | { kind: 'server'; key: string; definition: AreaDefinition<unknown, Q, A>; fetchAudio: FetchReviewAudio };

/** The area can play a student's answer (timbre cannot: an answer names an instrument, not a sound). */
export const canHearAnswer = <Q, A>(source: ReviewSoundSource<Q, A>): boolean => source.definition.answerSound !== undefined;

/** The engine branch that plays `hearing`: the original, or the processed sound of the question or the answer. */
export const reviewBranch = (hearing: ReviewHearing): Branch => (hearing === 'original' ? 'original' : 'processed');

/** The processing whose branches play item `index`: the original and the question (or, for `answer`, the answer's sound). */
export async function reviewProcessing<Q, A>(
  source: ReviewSoundSource<Q, A>,
  index: number,
  item: { question: Q; answer: A },
  hearing: ReviewHearing,
): Promise<QuestionProcessing> {
  const { definition } = source;
  if (source.kind === 'browser') {
    const question = hearing === 'answer' && definition.answerSound ? definition.answerSound(item.question, item.answer) : item.question;
    return processingOn(definition, question, source.programme);
  }
  const [original, processed] = await Promise.all([
    source.fetchAudio(index, 'original'),
    source.fetchAudio(index, hearing === 'answer' ? 'answer' : 'processed'),
  ]);
  return { stimulus: { kind: 'rendered', key: `${source.key}:${index}:${hearing === 'answer' ? 'answer' : 'question'}`, original, processed }, chain: [] };
}
