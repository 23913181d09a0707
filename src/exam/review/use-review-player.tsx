import { useCallback, useMemo, useRef, useState } from 'react';
import type { AudioEngineApi, TransportState } from '../../audio';
import { ApiError } from '../../lib/api-client';
import { reviewBranch, reviewProcessing, type ReviewHearing, type ReviewSoundSource } from './review-sound';
import { useSilenceOnLeave } from '../play-control/use-silence-on-leave';

export interface ReviewChoice {
  index: number;
  hearing: ReviewHearing;
}

export type ReviewPlayerState =
  | { status: 'idle' }
  | (ReviewChoice & { status: 'loading' | 'ready' })
  | (ReviewChoice & { status: 'failed'; messageKey: string });

export interface ReviewPlayer {
  state: ReviewPlayerState;
  /** The choice heard now (the engine playing it), or null. */
  playing: ReviewChoice | null;
  /** Plays `hearing` of item `index`; the one playing now pauses instead. */
  toggle(index: number, item: { question: unknown; answer: unknown }, hearing: ReviewHearing): void;
}

function reviewErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'network') return 'exam:review.sound.offline';
  if (error instanceof ApiError && error.status === 429) return 'exam:review.sound.rateLimited';
  return 'exam:review.sound.failed';
}

const sameSound = (a: ReviewChoice, b: ReviewChoice): boolean => a.index === b.index && (a.hearing === 'answer') === (b.hearing === 'answer');

/** Plays the review's sounds on the shared engine, one at a time; stops them when the review goes. */
export function useReviewPlayer<Q, A>(engine: AudioEngineApi, transport: TransportState, source: ReviewSoundSource<Q, A>): ReviewPlayer {
  const [state, setState] = useState<ReviewPlayerState>({ status: 'idle' });
  const loaded = useRef<ReviewChoice | null>(null);
  const request = useRef(0);

  useSilenceOnLeave(engine);

  const playing = useMemo(() => (state.status === 'ready' && transport === 'playing' ? { index: state.index, hearing: state.hearing } : null), [state, transport]);

  const toggle = useCallback(
    (index: number, item: { question: unknown; answer: unknown }, hearing: ReviewHearing) => {
      if (playing && playing.index === index && playing.hearing === hearing) {
        engine.pause();
        return;
      }
      const choice = { index, hearing };
      const id = ++request.current;
      setState({ ...choice, status: 'loading' });
      const run = async () => {
        if (!loaded.current || !sameSound(loaded.current, choice)) {
          const processing = await reviewProcessing(source, index, item as { question: Q; answer: A }, hearing);
          if (id !== request.current) return;
          const fadeLaw = source.definition.officialExam.fadeLaw;
          await engine.setProcessing(processing, fadeLaw ? { fadeLaw } : undefined);
          loaded.current = choice;
        }
        if (id !== request.current) return;
        engine.select(reviewBranch(hearing));
        engine.play();
        setState({ ...choice, status: 'ready' });
      };
      run().catch((error: unknown) => {
        if (id === request.current) setState({ ...choice, status: 'failed', messageKey: reviewErrorKey(error) });
      });
    },
    [engine, source, playing],
  );

  return { state, playing, toggle };
}
