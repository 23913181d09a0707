import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import type { SubmissionReceipt, SubmissionRequest } from '../api-contract';
import { setSignedIn } from '../session';
import { ExamView } from './exam-page';
import { ExamServicesContext } from './exam-services';
import { AudioEngineProvider } from './play-control';
import { FakeAudioEngine } from './play-control/testing/fake-audio-engine';
import { adaptiveTrialQuestion, generateQuestionSet } from '../exam-contract';
import { createFakeServices, toyArea, type ToyAnswer, type ToyDraft, type ToyQuestion, type ToySettings, toyPageRecord } from './testing/toy-area';
import { fakePageServices } from './testing/fake-page-services';
import type { AreaUi } from './area-ui';
import { toyUi } from './testing/toy-ui';

type Send = (request: SubmissionRequest, options: { reportErrors: boolean }) => Promise<SubmissionReceipt>;

/** Receipts as the server gives them: an official one carries the review of every question. */
const receiptFor: Send = async (r) => ({
  submitId: r.submitId,
  score: 55,
  correctRate: 40,
  questionCount: r.answers.length,
  duplicate: false,
  ...(r.mode === 'official'
    ? { review: r.answers.map((answer, i) => ({ question: { value: i }, answer, credit: i === 0 ? 1 : 0, correct: i === 0, details: { off: i } })) }
    : {}),
});

function renderExam(send: Send = receiptFor, ui: AreaUi<ToySettings, ToyQuestion, ToyAnswer, ToyDraft> = toyUi) {
  setSignedIn({ sub: 'user-1', name: 'Li' }, []);
  const fake = createFakeServices();
  const sendSpy = vi.fn(send);
  const services = fakePageServices(fake, sendSpy);
  const engine = new FakeAudioEngine();
  render(
    <MemoryRouter>
      <ExamServicesContext value={services}>
        <AudioEngineProvider engine={engine}>
          <ExamView definition={toyArea} ui={ui} record={toyPageRecord} />
        </AudioEngineProvider>
      </ExamServicesContext>
    </MemoryRouter>,
  );
  const page = screen.getByTestId('exam-page');
  const state = () => page.getAttribute('data-exam-state');
  const user = userEvent.setup();
  return { fake, engine, sendSpy, page, state, user, queue: services.queue };
}

const pick = (user: ReturnType<typeof userEvent.setup>, value: number) =>
  user.click(within(screen.getByRole('radiogroup', { name: 'Your pick' })).getByText(`Pick ${value}`));

// The finished card is loaded lazily (exam-page.tsx); its first load transforms the chunk, which
// on a busy machine outlasts findByText's wait. Loaded here once, the tests wait only for React.
beforeAll(() => import('./exam-final-card'));

describe('ExamView', { timeout: 30_000 }, () => {
  it('training by keyboard: Enter starts, checks (only with an answer), goes on; the answer is shown', async () => {
    const { state, user, engine } = renderExam();
    expect(screen.getByTestId('exam-primary-action')).toHaveTextContent('Start');
    await user.keyboard('{Enter}');
    expect(state()).toBe('answering');
    const questions = generateQuestionSet(toyArea, 4242, toyArea.defaultSettings, 2);
    expect(engine.callsOf('setProcessing').at(-1)).toEqual([toyArea.buildProcessing(questions[0] as never)]);
    expect(screen.getByTestId('question-counter')).toHaveTextContent('Question 1');
    await user.keyboard('{Enter}');
    expect(state()).toBe('answering');
    await pick(user, 1);
    await user.keyboard('{Enter}');
    expect(state()).toBe('answered');
    expect(screen.getByTestId('answer-verdict')).toHaveTextContent(`Answer ${questions[0]?.value}, yours 1`);
    // The checked form is disabled: the focus goes on to the next step, not to the page.
    expect(screen.getByTestId('exam-primary-action')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(state()).toBe('answering');
    expect(screen.getByTestId('question-counter')).toHaveTextContent('Question 2');
    expect(screen.getByTestId('question-heading')).toHaveFocus();
    await user.click(screen.getByTestId('exam-finish-training'));
    expect(state()).toBe('finished');
    expect(await screen.findByText('Training results are not recorded.')).toBeInTheDocument();
    expect(engine.callsOf('setProcessing').at(-1)).toEqual([null]);
  });

  it('on a phone, setup shows the settings then the question card with its play bar; a running question comes first, its bar stuck to the bottom', async () => {
    const { user } = renderExam();
    // jsdom applies no media queries, so this is the layout below `md`.
    const areas = () => getComputedStyle(screen.getByTestId('exam-layout')).gridTemplateAreas;
    const areaOf = (el: HTMLElement | null) => (el ? getComputedStyle(el).gridArea : '');
    expect(areas()).toBe('"settings" "main"');
    expect(areaOf(screen.getByTestId('exam-question-card').parentElement)).toBe('main');
    expect(areaOf(screen.getByTestId('exam-settings-card').parentElement)).toBe('settings');
    expect(screen.queryByRole('heading', { name: 'Listen' })).not.toBeInTheDocument();
    // Setup: the student may listen before starting; the bar scrolls with the card.
    const card = screen.getByTestId('exam-question-card');
    expect(getComputedStyle(within(card).getByTestId('play-control')).position).not.toBe('sticky');
    expect(within(card).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // The sound's make-up sits with the settings.
    const sound = within(screen.getByTestId('exam-settings-card')).getByTestId('sound-settings');
    expect(within(sound).getByRole('combobox', { name: 'Input source' })).toHaveValue('pink-noise');
    expect(within(sound).getByRole('button', { name: 'Mono' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(areas()).toBe('"main" "settings"');
    const bar = within(screen.getByTestId('exam-question-card')).getByTestId('play-control');
    expect(getComputedStyle(bar).position).toBe('sticky');
    // Below the answer form, so it stays in reach while the form scrolls under it.
    expect(screen.getByRole('radiogroup', { name: 'Your pick' }).compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the shortcut hints only where there is a keyboard (a fine pointer); the shortcuts work regardless', async () => {
    const { state, user, engine } = renderExam();
    expect(screen.queryByTestId('exam-shortcuts')).not.toBeInTheDocument();
    expect(screen.getByTestId('play-control').querySelector('kbd')).toBeNull();
    await user.keyboard(' ');
    expect(engine.getSnapshot().transport).toBe('playing');
    await user.keyboard('{Enter}');
    expect(state()).toBe('answering');
  });

  it('starts training with level match on, as the official exam of the area is level matched, and says so', async () => {
    const { user, engine } = renderExam();
    const toggle = screen.getByRole('switch', { name: 'Level match' });
    expect(toggle).toBeChecked();
    expect(engine.getSnapshot().levelMatch.enabled).toBe(true);
    expect(screen.getByTestId('level-match-official')).toHaveTextContent('The official exam is level matched');
    await user.click(toggle);
    await user.click(screen.getByTestId('exam-primary-action'));
    expect(screen.getByRole('switch', { name: 'Level match' })).not.toBeChecked();
  });

  it('stops the sound when training is finished, and the bar reads Play when it comes back', async () => {
    const { state, user, engine } = renderExam();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(engine.getSnapshot().transport).toBe('playing');
    await user.click(screen.getByTestId('exam-finish-training'));
    expect(state()).toBe('finished');
    expect(engine.getSnapshot().transport).toBe('stopped');
    expect(screen.queryByTestId('play-control')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('exam-restart'));
    expect(within(screen.getByTestId('play-control')).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('a clip area (timbre) plays its recording: no A/B switch, no source to choose, no comparing in the words', async () => {
    const { user } = renderExam(receiptFor, { ...toyUi, listening: 'clip' });
    // Nothing to play before the first question brings its recording.
    expect(screen.queryByTestId('play-control')).not.toBeInTheDocument();
    expect(screen.getByText(/Play the recording as often as you like/)).toBeInTheDocument();
    const sound = screen.getByTestId('sound-settings');
    expect(within(sound).queryByRole('combobox', { name: 'Input source' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    const bar = screen.getByTestId('play-control');
    expect(within(bar).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Original' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Processed' })).not.toBeInTheDocument();
    expect(screen.getByText('Play the recording, then choose your answer.')).toBeInTheDocument();
    expect(screen.queryByText(/compare original and processed/)).not.toBeInTheDocument();
  });

  it('never acts on Enter while typing, and a focused button takes Enter for itself only once', async () => {
    const { state, user } = renderExam();
    await user.click(screen.getByLabelText('Size'));
    await user.keyboard('{Enter}');
    expect(state()).toBe('setup');
    await user.clear(screen.getByLabelText('Size'));
    expect(screen.getByRole('alert')).toHaveTextContent('common:validation.required');
    await user.type(screen.getByLabelText('Size'), '3');
    screen.getByTestId('exam-primary-action').focus();
    await user.keyboard('{Enter}');
    expect(state()).toBe('answering');
    await pick(user, 0);
    screen.getByTestId('exam-primary-action').focus();
    await user.keyboard('{Enter}');
    expect(state()).toBe('answered');
  });

  it('an exam counts to the last question, shows its answer, queues the result on finish and falls silent', async () => {
    const { state, user, sendSpy, engine } = renderExam();
    await user.click(screen.getByTestId('mode-exam'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Questions' }), '5 questions');
    await user.click(screen.getByTestId('exam-primary-action'));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(engine.getSnapshot().transport).toBe('playing');
    expect(screen.getByTestId('exam-score')).toHaveTextContent('Score – / 100');
    for (let i = 0; i < 5; i++) {
      expect(screen.getByTestId('question-counter')).toHaveTextContent(`Question ${i + 1} of 5`);
      expect(screen.getByTestId('exam-primary-action')).toHaveTextContent(i < 4 ? 'Next question' : 'Submit last question and view answer');
      await pick(user, i % 4);
      expect(screen.queryByTestId('answer-verdict')).not.toBeInTheDocument();
      await user.keyboard('{Enter}');
    }
    expect(state()).toBe('answered');
    expect(screen.getByTestId('answer-verdict')).toBeInTheDocument();
    expect(screen.getByTestId('exam-primary-action')).toHaveTextContent('Finish');
    // The running score uses the final card's 0 to 100 scale: after the last answer they agree.
    const running = /^Score ([\d.]+) \/ 100$/.exec(screen.getByTestId('exam-score').textContent);
    expect(running).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(state()).toBe('finished');
    expect(engine.callsOf('stop')).not.toHaveLength(0);
    expect(engine.getSnapshot().transport).toBe('stopped');
    expect(screen.getByTestId('final-score')).toHaveTextContent(`${running?.[1]} / 100`);
    await waitFor(() => expect(sendSpy).toHaveBeenCalledTimes(1));
    expect(sendSpy.mock.calls[0]?.[0]).toMatchObject({ mode: 'exam', questionCount: 5, seed: 4242 });
    expect(await screen.findByTestId('submission-received')).toHaveTextContent('Recorded score: 55 / 100');
    expect(screen.getAllByTestId('review-item')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'See your report' })).toHaveAttribute('href', '/report/toy');
  });

  it("an official exam plays the server's sound, hides score and answers, and shows the server's review at the end", async () => {
    const { state, user, fake, sendSpy, engine } = renderExam();
    await user.click(screen.getByTestId('mode-official'));
    expect(screen.getByLabelText('Size')).toHaveValue(3);
    expect(screen.getByLabelText('Size')).toHaveAttribute('readonly');
    await user.keyboard('{Enter}');
    expect(state()).toBe('issuing');
    await act(async () => fake.resolveOfficial({ settings: { size: 4 }, questionCount: 2, examId: 'ex-1', originals: [0, 0] }));
    expect(state()).toBe('answering');
    expect(screen.getByTestId('exam-score')).toHaveTextContent('Score shown at the end');
    expect(screen.getByTestId('level-match-fixed')).toHaveTextContent('Level matched for this official exam');
    // Question 1's pair is played, and question 2's processed sound is fetched ahead; the shared original once.
    await waitFor(() => expect(fake.audioFetches).toEqual(expect.arrayContaining(['ex-1/0/original', 'ex-1/0/processed', 'ex-1/1/processed'])));
    expect(fake.audioFetches.filter((f) => f.endsWith('original'))).toEqual(['ex-1/0/original']);
    const played = engine.calls.filter((c) => c[0] === 'setProcessing').map((c) => c[1] as { stimulus?: { kind: string; key: string } } | null);
    expect(played.at(-1)?.stimulus).toMatchObject({ kind: 'rendered', key: 'ex-1:0' });
    await pick(user, 2);
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('answer-verdict')).not.toBeInTheDocument();
    await pick(user, 1);
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('answer-verdict')).not.toBeInTheDocument();
    await waitFor(() => expect(sendSpy).toHaveBeenCalledTimes(1));
    expect(sendSpy.mock.calls[0]?.[0]).toMatchObject({ mode: 'official', examId: 'ex-1', answers: [{ value: 2 }, { value: 1 }] });
    expect(sendSpy.mock.calls[0]?.[0]).not.toHaveProperty('seed');
    expect(state()).toBe('finished');
    const views = await screen.findAllByTestId('toy-answer-view');
    expect(views.map((v) => v.textContent)).toEqual(['Answer 0, yours 2', 'Answer 1, yours 1']);
    expect(screen.getByTestId('final-score')).toHaveTextContent('55 / 100');
  });

  it('an official result waiting for the server says so, without score or answers', async () => {
    const { user, fake } = renderExam(() => Promise.reject(new ApiError(0, 'Failed to fetch', 'network')));
    await user.click(screen.getByTestId('mode-official'));
    await user.keyboard('{Enter}');
    await act(async () => fake.resolveOfficial({ settings: { size: 2 }, questionCount: 1, examId: 'ex-2', originals: [0] }));
    await pick(user, 1);
    await user.keyboard('{Enter}');
    const card = await screen.findByTestId('exam-final-card');
    expect(card).toHaveAttribute('data-result', 'waiting');
    expect(screen.queryByTestId('final-score')).not.toBeInTheDocument();
    expect(await screen.findByTestId('submission-queued')).toBeInTheDocument();
  });

  it('an official question whose sound cannot be fetched says so and retries', async () => {
    const { user, fake } = renderExam();
    fake.audio.failures = 1;
    await user.click(screen.getByTestId('mode-official'));
    await user.keyboard('{Enter}');
    await act(async () => fake.resolveOfficial({ settings: { size: 2 }, questionCount: 1, examId: 'ex-3', originals: [0] }));
    expect(await screen.findByTestId('official-sound-failed')).toHaveTextContent('could not be loaded');
    await user.click(within(screen.getByTestId('official-sound-failed')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('official-sound-failed')).not.toBeInTheDocument());
  });

  it('training, once checked, plays the student’s own answer beside the question on request', async () => {
    const { state, user, engine } = renderExam();
    await user.keyboard('{Enter}');
    const question = generateQuestionSet(toyArea, 4242, toyArea.defaultSettings, 1)[0] as { value: number };
    const wrong = question.value === 0 ? 1 : 0;
    expect(screen.queryByTestId('compare-answer')).not.toBeInTheDocument();
    await pick(user, wrong);
    await user.keyboard('{Enter}');
    expect(state()).toBe('answered');
    await user.click(within(screen.getByTestId('compare-answer')).getByRole('button', { name: 'Your answer' }));
    expect(engine.callsOf('setProcessing').at(-1)).toEqual([toyArea.buildProcessing({ value: wrong })]);
    await user.click(within(screen.getByTestId('compare-answer')).getByRole('button', { name: 'The question' }));
    expect(engine.callsOf('setProcessing').at(-1)).toEqual([toyArea.buildProcessing(question)]);
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('compare-answer')).not.toBeInTheDocument();
  });

  it('shows the area’s training aid once an answer is checked in training, and never in an exam', async () => {
    const aided: AreaUi<ToySettings, ToyQuestion, ToyAnswer, ToyDraft> = {
      ...toyUi,
      TrainingAid: ({ question }) => <span data-testid="toy-aid">aid for {question.value}</span>,
    };
    const training = renderExam(receiptFor, aided);
    await training.user.keyboard('{Enter}');
    expect(screen.queryByTestId('toy-aid')).not.toBeInTheDocument();
    await pick(training.user, 0);
    await training.user.keyboard('{Enter}');
    const question = generateQuestionSet(toyArea, 4242, toyArea.defaultSettings, 1)[0] as { value: number };
    expect(screen.getByTestId('toy-aid')).toHaveTextContent(`aid for ${question.value}`);
    await training.user.click(screen.getByTestId('exam-finish-training'));
    cleanup();

    const exam = renderExam(receiptFor, aided);
    await exam.user.click(screen.getByTestId('mode-exam'));
    await exam.user.selectOptions(screen.getByRole('combobox', { name: 'Questions' }), '5 questions');
    await exam.user.click(screen.getByTestId('exam-primary-action'));
    for (let i = 0; i < 5; i++) {
      await pick(exam.user, 0);
      await exam.user.keyboard('{Enter}');
    }
    expect(exam.state()).toBe('answered');
    expect(screen.getByTestId('answer-verdict')).toBeInTheDocument();
    expect(screen.queryByTestId('toy-aid')).not.toBeInTheDocument();
  });

  it('a failed official exam request says so and stays in setup', async () => {
    const { state, user, fake } = renderExam();
    await user.click(screen.getByTestId('mode-official'));
    await user.click(screen.getByTestId('exam-primary-action'));
    await act(async () => fake.rejectOfficial(new Error('down')));
    expect(state()).toBe('setup');
    expect(screen.getByText('The official exam could not be started. Please try again.')).toBeInTheDocument();
  });

  async function finishFiveQuestionExam(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByTestId('mode-exam'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Questions' }), '5 questions');
    // Enter on the focused select would open it again (MUI), so the focus leaves it first.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Enter}');
    for (let i = 0; i < 5; i++) {
      await pick(user, 0);
      await user.keyboard('{Enter}');
    }
    await user.keyboard('{Enter}');
  }

  it('shows that a result is waiting while the server cannot be reached', async () => {
    const { user } = renderExam(() => Promise.reject(new ApiError(0, 'Failed to fetch', 'network')));
    await finishFiveQuestionExam(user);
    expect(await screen.findByTestId('pending-submissions')).toHaveTextContent('1 result waiting to be sent');
    expect(await screen.findByTestId('submission-queued')).toBeInTheDocument();
  });

  it('says a result the server cannot score with its generator version is kept on this device, not waiting', async () => {
    const message = 'This result was made by version 1 of the eq exam; the server now scores version 2, so it cannot be scored fairly and was not recorded.';
    const { user, sendSpy } = renderExam(() => Promise.reject(new ApiError(409, message, 'http', 'generator-version')));
    await finishFiveQuestionExam(user);
    expect(await screen.findByTestId('outdated-submissions')).toHaveTextContent(
      '1 result was made by an older version of this exam and could not be scored. It is kept on this device.',
    );
    expect(sendSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('pending-submissions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('failed-submission')).not.toBeInTheDocument();
    expect(screen.queryByTestId('submission-queued')).not.toBeInTheDocument();
  });
});

describe('ExamView in adaptive mode', { timeout: 60_000 }, () => {
  it('runs the staircase with its counter and level, then shows the threshold, its track and what was confused, and queues the run', async () => {
    const { state, user, sendSpy } = renderExam();
    await user.click(screen.getByTestId('mode-adaptive'));
    expect(screen.getByText('Ready to find your threshold')).toBeInTheDocument();
    expect(screen.getByTestId('adaptive-settings')).toHaveTextContent('From ×2 to ×8');
    await user.keyboard('{Enter}');
    expect(state()).toBe('answering');
    expect(screen.getByTestId('question-counter')).toHaveTextContent('Answer 1 · turns 0 of 10');
    expect(screen.getByTestId('adaptive-level')).toHaveTextContent('Now: ×2');
    const [size] = toyArea.adaptive;
    let index = 0;
    while (state() === 'answering') {
      const level = Number(/×(\d+)/.exec(screen.getByTestId('adaptive-level').textContent ?? '')?.[1]);
      const question = adaptiveTrialQuestion(toyArea, size, 4242, index, level);
      // Right up to five numbers to tell apart, one off beyond.
      await pick(user, level <= 5 ? question.value : (question.value + 1) % level);
      await user.keyboard('{Enter}');
      index += 1;
    }
    expect(state()).toBe('finished');
    expect(await screen.findByTestId('final-heading', {}, { timeout: 10_000 })).toHaveTextContent(/^Your threshold/);
    const threshold = Number(screen.getByTestId('adaptive-result').getAttribute('data-threshold'));
    expect(threshold).toBeGreaterThanOrEqual(5);
    expect(threshold).toBeLessThanOrEqual(6);
    expect(screen.getByTestId('staircase-track')).toHaveAttribute('data-trials', String(index));
    expect(screen.getByTestId('confusion-matrix-value')).toBeInTheDocument();
    await waitFor(() => expect(sendSpy).toHaveBeenCalled());
    expect(sendSpy.mock.calls[0]?.[0]).toMatchObject({ mode: 'adaptive', dimension: 'size', seed: 4242 });
    expect(sendSpy.mock.calls[0]?.[0].answers).toHaveLength(index);
  });

  it('gives a listener who hears even the hardest step a bound, explained, with no running score', async () => {
    const { state, user } = renderExam();
    await user.click(screen.getByTestId('mode-adaptive'));
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('exam-score')).not.toBeInTheDocument();
    expect(screen.getByTestId('adaptive-counter-help')).toHaveTextContent('Ten turns end the run; so do 12 right answers in a row');
    const [size] = toyArea.adaptive;
    let index = 0;
    while (state() === 'answering') {
      const level = Number(/×(\d+)/.exec(screen.getByTestId('adaptive-level').textContent ?? '')?.[1]);
      await pick(user, adaptiveTrialQuestion(toyArea, size, 4242, index, level).value);
      await user.keyboard('{Enter}');
      index += 1;
    }
    // One right answer climbs 4 rungs, then the 7th (×8) is answered 12 times.
    expect(index).toBe(1 + 1 + 12);
    expect(await screen.findByTestId('adaptive-threshold', {}, { timeout: 10_000 })).toHaveTextContent('≥ ×8');
    expect(screen.getByTestId('adaptive-beyond')).toHaveTextContent('You heard even the smallest difference this test offers, 12 times in a row');
    expect(screen.queryByTestId('adaptive-interval')).not.toBeInTheDocument();
    expect(screen.getByTestId('adaptive-meaning')).toHaveTextContent(/^A threshold is the difference you hear about 79 % of the time/);
    expect(screen.getByTestId('adaptive-meaning')).not.toHaveTextContent('mean of the track');
  });
});
