import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AudioEngineProvider } from '../play-control';
import { FakeAudioEngine } from '../play-control/testing/fake-audio-engine';
import { toyArea, type ToyAnswer, type ToyQuestion } from '../testing/toy-area';
import { toyUi } from '../testing/toy-ui';
import { ReviewList, type ReviewItem } from './review-list';
import type { FetchReviewAudio, ReviewSoundSource } from './review-sound';

const items: ReviewItem<ToyQuestion, ToyAnswer>[] = [
  { question: { value: 2 }, answer: { value: 2 }, result: toyArea.score({ value: 2 }, { value: 2 }) },
  { question: { value: 1 }, answer: { value: 3 }, result: toyArea.score({ value: 1 }, { value: 3 }) },
];

function renderList(sound: ReviewSoundSource<ToyQuestion, ToyAnswer>) {
  const engine = new FakeAudioEngine();
  const view = render(
    <AudioEngineProvider engine={engine}>
      <ReviewList ui={toyUi} items={items} sound={sound} />
    </AudioEngineProvider>,
  );
  const item = (n: number) => within(screen.getAllByTestId('review-item')[n] as HTMLElement);
  return { engine, item, user: userEvent.setup(), ...view };
}

describe('ReviewList', { timeout: 30_000 }, () => {
  it('plays a practice exam played on a loop on that loop again', async () => {
    const { engine, item, user } = renderList({ kind: 'browser', definition: toyArea, programme: 'string-quartet' });
    await user.click(item(0).getByRole('button', { name: 'The question' }));
    await waitFor(() => expect(engine.callsOf('setProcessing')).toHaveLength(1));
    expect(engine.callsOf('setProcessing')[0]).toEqual([{ ...toyArea.buildProcessing({ value: 2 }), stimulus: { kind: 'programme', loop: 'string-quartet' } }]);
  });

  it("offers the student's answer only where it was missed, and plays it built from the area's answerSound", async () => {
    const { engine, item, user } = renderList({ kind: 'browser', definition: toyArea });
    expect(item(0).queryByTestId('review-hear-answer')).toBeNull();
    expect(item(0).getByTestId('review-hear-question')).toBeInTheDocument();

    await user.click(item(1).getByRole('button', { name: 'Your answer' }));
    await waitFor(() => expect(item(1).getByRole('button', { name: 'Your answer' })).toHaveAttribute('aria-pressed', 'true'));
    // Question 2 asked 1 and was answered 3: the sound of 3 plays on the processed branch.
    expect(engine.callsOf('setProcessing')).toEqual([[toyArea.buildProcessing({ value: 3 })]]);
    expect(engine.callsOf('select').at(-1)).toEqual(['processed']);

    // The original of the same question is the same processing: switched, not rebuilt.
    await user.click(item(1).getByRole('button', { name: 'Original' }));
    await waitFor(() => expect(engine.callsOf('select').at(-1)).toEqual(['original']));
    // The question itself is another sound.
    await user.click(item(1).getByRole('button', { name: 'The question' }));
    await waitFor(() => expect(engine.callsOf('setProcessing')).toHaveLength(2));
    expect(engine.callsOf('setProcessing')[1]).toEqual([toyArea.buildProcessing({ value: 1 })]);

    // Pressed again, the sound playing pauses.
    await user.click(item(1).getByRole('button', { name: 'The question' }));
    expect(engine.getSnapshot().transport).toBe('paused');
    expect(item(1).getByRole('button', { name: 'The question' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("plays an official exam's sounds from the server, and says so when one cannot be loaded", async () => {
    const fetched: string[] = [];
    let failNext = false;
    const fetchAudio: FetchReviewAudio = async (n, branch) => {
      fetched.push(`${n}/${branch}`);
      if (failNext) throw new Error('the API is down');
      return new ArrayBuffer(4);
    };
    const { engine, item, user } = renderList({ kind: 'server', key: 'review:s-1', definition: toyArea, fetchAudio });

    await user.click(item(1).getByRole('button', { name: 'Your answer' }));
    await waitFor(() => expect(engine.getSnapshot().transport).toBe('playing'));
    expect(fetched.sort()).toEqual(['1/answer', '1/original']);
    const [[processing]] = engine.callsOf('setProcessing') as [[{ stimulus: { kind: string; key: string } }]];
    expect(processing.stimulus).toMatchObject({ kind: 'rendered', key: 'review:s-1:1:answer' });

    failNext = true;
    await user.click(item(0).getByRole('button', { name: 'The question' }));
    expect(await item(0).findByTestId('review-sound-error')).toHaveTextContent('could not be loaded');
  });

  it('stops the sound when the review goes away', async () => {
    const { engine, item, user, unmount } = renderList({ kind: 'browser', definition: toyArea });
    await user.click(item(0).getByRole('button', { name: 'The question' }));
    await waitFor(() => expect(engine.getSnapshot().transport).toBe('playing'));
    unmount();
    expect(engine.getSnapshot().transport).toBe('stopped');
    expect(engine.callsOf('setProcessing').at(-1)).toEqual([null]);
  });
});
