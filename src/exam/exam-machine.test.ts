import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { API_ERROR_CODES } from '../api-contract';
import { createExamMachine, primaryAction, primaryActionEnabled } from './exam-machine';
import { generateQuestionSet } from '../exam-contract';
import type { QuestionProcessing } from '../audio/processors/processor-spec';
import { scheduleFixture } from './testing/schedule-fixture';
import { toyAreaOnLoops } from '../exam-contract/testing/toy-area';
import { TOY_AREA_ID, createFakeServices, toyArea, toyToDraft, type ToyAnswer } from './testing/toy-area';
import type { ExamSnapshot } from './exam-types';

type ToySnapshot = ExamSnapshot<unknown, unknown, unknown, unknown>;

/** The scheduled exam chosen: an official exam's; another mode has none. */
const scheduleOf = (s: ToySnapshot) => (s.mode === 'official' ? s.schedule : null);

/** The snapshot of an adaptive run (the test fails in another mode). */
function adaptiveOf(s: ToySnapshot) {
  if (s.mode !== 'adaptive') throw new Error(`expected an adaptive run, not ${s.mode}`);
  return s;
}

function setup(definition = toyArea) {
  const services = createFakeServices();
  const machine = createExamMachine({ definition, toDraft: toyToDraft, services });
  const state = () => machine.getSnapshot();
  const enter = () => machine.send({ type: 'ENTER' });
  const answer = (value: number) => machine.send({ type: 'SET_ANSWER', answer: { value } });
  /** Answers the current question exactly right. */
  const answerRight = () => answer(state().question?.value ?? -1);
  return { services, machine, state, enter, answer, answerRight };
}

describe('exam machine: setup', () => {
  it('starts in setup, training, with the default settings and Enter as start', () => {
    const { state } = setup();
    expect(state()).toMatchObject({ state: 'setup', mode: 'training', draft: { size: 4 }, questionCount: null, presetId: null });
    expect(primaryAction(state())).toBe('start');
  });

  it('validates the draft live and will not start on invalid settings', () => {
    const { machine, state, enter } = setup();
    machine.send({ type: 'EDIT_SETTINGS', draft: { size: null } });
    expect(state().settingsErrors).toEqual({ size: 'common:validation.required' });
    expect(primaryActionEnabled(state())).toBe(false);
    enter();
    machine.send({ type: 'START' });
    expect(state().state).toBe('setup');
    machine.send({ type: 'EDIT_SETTINGS', draft: { size: 2 } });
    expect(state().settingsErrors).toEqual({});
    expect(state().presetId).toBe('easy');
  });

  it('applies presets, and exam mode takes a question count of 5, 10 or 20 only', () => {
    const { machine, state } = setup();
    machine.send({ type: 'SELECT_PRESET', presetId: 'hard' });
    expect(state()).toMatchObject({ draft: { size: 8 }, presetId: 'hard' });
    machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    expect(state()).toMatchObject({ mode: 'exam', questionCount: 10, draft: { size: 8 } });
    machine.send({ type: 'SET_QUESTION_COUNT', count: 7 });
    expect(state().questionCount).toBe(10);
    machine.send({ type: 'SET_QUESTION_COUNT', count: 5 });
    expect(state().questionCount).toBe(5);
  });
});

describe('exam machine: training', () => {
  it('checks each answer, shows it, and goes on without a limit', () => {
    const { state, enter, answer, answerRight, services } = setup();
    enter();
    expect(state()).toMatchObject({ state: 'answering', questionIndex: 0, questionCount: null });
    expect(primaryAction(state())).toBe('check');
    enter();
    expect(state().state).toBe('answering');
    for (let i = 0; i < 30; i++) {
      if (i % 2 === 0) answerRight();
      else answer(99);
      enter();
      expect(state().state).toBe('answered');
      expect(state().history[i]?.result.correct).toBe(i % 2 === 0);
      expect(primaryAction(state())).toBe('next');
      enter();
      expect(state()).toMatchObject({ state: 'answering', questionIndex: i + 1, answer: null });
    }
    expect(state().points).toBe(15);
    expect(services.submitted).toHaveLength(0);
  });

  it('finishes with a final score and never submits', () => {
    const { machine, state, enter, answerRight } = setup();
    enter();
    answerRight();
    enter();
    machine.send({ type: 'FINISH' });
    expect(state()).toMatchObject({ state: 'finished', submission: null });
    expect(state().final).toMatchObject({ score: 100, correctRate: 100 });
  });

  it('draws the same questions from the same seed', () => {
    const a = setup();
    const b = setup();
    const values: number[][] = [[], []];
    for (const [k, run] of [a, b].entries()) {
      run.enter();
      for (let i = 0; i < 10; i++) {
        values[k]?.push(run.state().question?.value ?? -1);
        run.answer(0);
        run.enter();
        run.enter();
      }
    }
    expect(values[0]).toEqual(values[1]);
    expect(new Set(values[0]).size).toBeGreaterThan(1);
  });
});

describe('exam machine: exam', () => {
  it('counts questions, submits the last with its answer, and queues one submission on finish', () => {
    const { machine, state, enter, answer, answerRight, services } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    machine.send({ type: 'SET_QUESTION_COUNT', count: 5 });
    services.time.now += 1000;
    enter();
    const expected = generateQuestionSet(toyArea, 4242, { size: 4 }, 5);
    const answers: ToyAnswer[] = [];
    for (let i = 0; i < 5; i++) {
      expect(state()).toMatchObject({ state: 'answering', questionIndex: i, questionCount: 5, question: expected[i] });
      expect(primaryAction(state())).toBe(i < 4 ? 'next' : 'submit-last');
      enter();
      expect(state().questionIndex).toBe(i);
      if (i < 3) answerRight();
      else answer(99);
      answers.push(state().answer as ToyAnswer);
      enter();
    }
    expect(state()).toMatchObject({ state: 'answered', questionIndex: 4 });
    expect(state().history).toHaveLength(5);
    expect(primaryAction(state())).toBe('finish');
    expect(services.submitted).toHaveLength(0);
    services.time.now += 65_000;
    enter();
    expect(state().state).toBe('finished');
    expect(state().final).toMatchObject({ score: 60, correctRate: 60 });
    expect(services.submitted).toEqual([
      {
        submitId: '00000000-0000-4000-8000-000000000001',
        area: TOY_AREA_ID,
        mode: 'exam',
        generatorVersion: 1,
        seed: 4242,
        settings: { size: 4 },
        questionCount: 5,
        startedAt: '2026-01-05T10:00:01.000Z',
        finishedAt: '2026-01-05T10:01:06.000Z',
        answers,
        clientScore: 60,
      },
    ]);
    enter();
    machine.send({ type: 'FINISH' });
    expect(services.submitted).toHaveLength(1);
  });

  it('cannot finish before the last question, nor go back', () => {
    const { machine, state, enter, answerRight } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    enter();
    answerRight();
    machine.send({ type: 'FINISH' });
    machine.send({ type: 'NEXT' });
    expect(state()).toMatchObject({ state: 'answering', questionIndex: 0 });
    machine.send({ type: 'SELECT_MODE', mode: 'training' });
    expect(state().mode).toBe('exam');
  });

  it('restarts into setup with the same mode and settings', () => {
    const { machine, state, enter } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    machine.send({ type: 'SELECT_PRESET', presetId: 'easy' });
    enter();
    machine.send({ type: 'RESTART' });
    expect(state()).toMatchObject({ state: 'setup', mode: 'exam', draft: { size: 2 }, history: [], questionCount: 10 });
  });
});

describe('exam machine: official exam', () => {
  it('takes settings and count from the server, holds no question, and seals the answers until the end', async () => {
    const { machine, state, enter, answer, services } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    expect(state()).toMatchObject({ mode: 'official', draft: { size: 3 }, questionCount: 3 });
    machine.send({ type: 'EDIT_SETTINGS', draft: { size: 8 } });
    machine.send({ type: 'SELECT_PRESET', presetId: 'easy' });
    expect(state().draft).toEqual({ size: 3 });
    enter();
    expect(state().state).toBe('issuing');
    enter();
    services.resolveOfficial({ settings: { size: 5 }, questionCount: 2, examId: 'x-7' });
    await Promise.resolve();
    await Promise.resolve();
    expect(state()).toMatchObject({ state: 'answering', draft: { size: 5 }, questionCount: 2, seed: null, official: { examId: 'x-7' } });
    expect(state().question).toBeNull();
    answer(4);
    expect(primaryAction(state())).toBe('next');
    enter();
    expect(state()).toMatchObject({ state: 'answering', questionIndex: 1, sealedAnswers: [{ value: 4 }], history: [], points: 0 });
    answer(1);
    expect(primaryAction(state())).toBe('submit-last');
    enter();
    // Nothing to reveal in the browser: the last answer goes straight to the server.
    expect(state()).toMatchObject({ state: 'finished', final: null, sealedAnswers: [{ value: 4 }, { value: 1 }] });
    expect(services.submitted).toHaveLength(1);
    const sent = services.submitted[0];
    expect(sent).toMatchObject({ mode: 'official', examId: 'x-7', answers: [{ value: 4 }, { value: 1 }] });
    expect(sent).not.toHaveProperty('seed');
    expect(sent).not.toHaveProperty('settings');
    expect(sent).not.toHaveProperty('clientScore');
  });

  it('goes back to setup with a message when the exam cannot be issued or is malformed', async () => {
    const { machine, state, enter, services } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    enter();
    services.rejectOfficial(new Error('offline'));
    await new Promise((r) => queueMicrotask(() => r(null)));
    expect(state()).toMatchObject({ state: 'setup', issueError: 'exam:errors.issueFailed' });
    enter();
    services.resolveOfficial({ settings: { size: 99 } });
    await new Promise((r) => queueMicrotask(() => r(null)));
    expect(state()).toMatchObject({ state: 'setup', issueError: 'exam:errors.issueFailed' });
  });

  it('names the reason when the server refuses the exam: no attempts left, or too many requests', async () => {
    const { machine, state, enter, services } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    enter();
    services.rejectOfficial(new ApiError(409, 'You have already taken the eq official exam', 'http', API_ERROR_CODES.noAttemptsLeft));
    await new Promise((r) => queueMicrotask(() => r(null)));
    expect(state()).toMatchObject({ state: 'setup', issueError: 'exam:errors.noAttemptsLeft' });
    enter();
    services.rejectOfficial(new ApiError(429, 'Too many requests', 'http', API_ERROR_CODES.rateLimited));
    await new Promise((r) => queueMicrotask(() => r(null)));
    expect(state()).toMatchObject({ state: 'setup', issueError: 'exam:errors.rateLimited' });
    enter();
    services.rejectOfficial(new ApiError(409, 'another conflict', 'http', API_ERROR_CODES.generatorVersion));
    await new Promise((r) => queueMicrotask(() => r(null)));
    expect(state()).toMatchObject({ state: 'setup', issueError: 'exam:errors.issueFailed' });
  });

  it('ignores an exam issued after the student went back to setup', async () => {
    const { machine, state, enter, services } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    enter();
    machine.send({ type: 'RESTART' });
    services.resolveOfficial();
    await new Promise((r) => queueMicrotask(() => r(null)));
    expect(state().state).toBe('setup');
  });
});

describe('exam machine: scheduled official exam', () => {
  const settle = () => new Promise((r) => queueMicrotask(() => r(null)));

  it("shows the chosen schedule's settings and count, asks the server for it, and keeps its title in view", async () => {
    const { machine, state, enter, services } = setup();
    const schedule = scheduleFixture({ settings: { size: 6 }, questionCount: 4 });
    machine.send({ type: 'SELECT_SCHEDULE', schedule });
    expect(scheduleOf(state())).toBeNull();
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    machine.send({ type: 'SELECT_SCHEDULE', schedule });
    expect(state()).toMatchObject({ state: 'setup', mode: 'official', schedule: { id: 'schedule-1' }, draft: { size: 6 }, questionCount: 4 });
    enter();
    expect(services.issued).toEqual(['schedule-1']);
    services.resolveOfficial({ settings: { size: 6 }, questionCount: 4, scheduleId: 'schedule-1', title: 'Week 3: octave bands', attemptsAllowed: 2 });
    await settle();
    await settle();
    expect(state()).toMatchObject({ state: 'answering', official: { scheduleId: 'schedule-1', title: 'Week 3: octave bands', attemptsAllowed: 2 } });
  });

  it('goes back to the built-in exam when the schedule is put down, on leaving official mode and after a restart', () => {
    const { machine, state, enter, services } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    machine.send({ type: 'SELECT_SCHEDULE', schedule: scheduleFixture({ settings: { size: 6 } }) });
    machine.send({ type: 'SELECT_SCHEDULE', schedule: null });
    expect(state()).toMatchObject({ schedule: null, draft: { size: 3 }, questionCount: 3 });
    enter();
    expect(services.issued).toEqual([null]);
    machine.send({ type: 'RESTART' });
    machine.send({ type: 'SELECT_SCHEDULE', schedule: scheduleFixture() });
    machine.send({ type: 'RESTART' });
    expect(state()).toMatchObject({ state: 'setup', mode: 'official', schedule: null });
    machine.send({ type: 'SELECT_SCHEDULE', schedule: scheduleFixture() });
    machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    expect(scheduleOf(state())).toBeNull();
  });

  it("refuses a schedule of another area, and is not changed once the exam is under way", () => {
    const { machine, state, enter } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    machine.send({ type: 'SELECT_SCHEDULE', schedule: scheduleFixture({ area: 'reverb' }) });
    expect(scheduleOf(state())).toBeNull();
    machine.send({ type: 'SELECT_SCHEDULE', schedule: scheduleFixture({ id: 'a' }) });
    enter();
    machine.send({ type: 'SELECT_SCHEDULE', schedule: scheduleFixture({ id: 'b' }) });
    expect(state()).toMatchObject({ state: 'issuing', schedule: { id: 'a' } });
  });

  it.each([
    [API_ERROR_CODES.scheduleNotOpen, 409, 'exam:errors.scheduleNotOpen'],
    [API_ERROR_CODES.scheduleNotForYou, 403, 'exam:errors.scheduleNotForYou'],
    [API_ERROR_CODES.noAttemptsLeft, 409, 'exam:errors.noAttemptsLeft'],
  ] as const)('names the refusal %s, keeping the schedule chosen', async (code, status, key) => {
    const { machine, state, enter, services } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    machine.send({ type: 'SELECT_SCHEDULE', schedule: scheduleFixture() });
    enter();
    services.rejectOfficial(new ApiError(status, 'refused', 'http', code));
    await settle();
    expect(state()).toMatchObject({ state: 'setup', issueError: key, schedule: { id: 'schedule-1' } });
  });
});

describe('exam machine: generator version', () => {
  it("names the definition's version in the submission of a practice and of an official exam", async () => {
    const practice = setup({ ...toyArea, version: 7 });
    practice.machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    practice.machine.send({ type: 'SET_QUESTION_COUNT', count: 5 });
    practice.enter();
    for (let i = 0; i < 5; i++) {
      practice.answerRight();
      practice.enter();
    }
    practice.enter();
    expect(practice.services.submitted).toEqual([expect.objectContaining({ mode: 'exam', generatorVersion: 7 })]);

    const official = setup({ ...toyArea, version: 3 });
    official.machine.send({ type: 'SELECT_MODE', mode: 'official' });
    official.enter();
    official.services.resolveOfficial({ settings: { size: 3 }, questionCount: 1, examId: 'x-8' });
    await Promise.resolve();
    await Promise.resolve();
    official.answer(1);
    official.enter();
    expect(official.services.submitted).toEqual([expect.objectContaining({ mode: 'official', examId: 'x-8', generatorVersion: 3 })]);
  });
});

describe('exam machine: subscription', () => {
  it('notifies listeners on change and keeps the snapshot stable between changes', () => {
    const { machine } = setup();
    let calls = 0;
    const off = machine.subscribe(() => calls++);
    const before = machine.getSnapshot();
    expect(machine.getSnapshot()).toBe(before);
    machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    expect(calls).toBe(1);
    off();
    machine.send({ type: 'SELECT_MODE', mode: 'training' });
    expect(calls).toBe(1);
  });
});

describe('exam machine: preparing the sound before the first question', () => {
  function withPreparation() {
    const calls: { count: number; onProgress(f: number): void; signal: AbortSignal; resolve(): void; reject(e: Error): void }[] = [];
    const services = {
      ...createFakeServices(),
      prepare: (processings: readonly unknown[], onProgress: (f: number) => void, signal: AbortSignal) =>
        new Promise<void>((resolve, reject) => calls.push({ count: processings.length, onProgress, signal, resolve, reject })),
    };
    const machine = createExamMachine({ definition: toyArea, toDraft: toyToDraft, services });
    return { services, machine, calls, state: () => machine.getSnapshot() };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('holds an exam in preparing with its progress until every question is ready; the time starts then', async () => {
    const { machine, calls, state, services } = withPreparation();
    machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    machine.send({ type: 'START' });
    expect(state()).toMatchObject({ state: 'preparing', preparation: { progress: 0, failed: false }, startedAt: null });
    expect(calls[0]?.count).toBe(10);
    expect(primaryAction(state())).toBeNull();
    calls[0]?.onProgress(0.4);
    expect(state().preparation).toEqual({ progress: 0.4, failed: false });
    services.time.now += 700;
    calls[0]?.resolve();
    await settle();
    expect(state()).toMatchObject({ state: 'answering', questionIndex: 0, preparation: null, startedAt: services.time.now });
  });

  it('shows a failure, retries on request, and cancels back to setup (aborting the work)', async () => {
    const { machine, calls, state } = withPreparation();
    machine.send({ type: 'START' });
    expect(calls[0]?.count).toBe(1);
    calls[0]?.reject(new Error('worker crashed'));
    await settle();
    expect(state()).toMatchObject({ state: 'preparing', preparation: { failed: true } });
    machine.send({ type: 'RETRY_PREPARATION' });
    expect(state()).toMatchObject({ state: 'preparing', preparation: { progress: 0, failed: false } });
    expect(calls).toHaveLength(2);
    machine.send({ type: 'RESTART' });
    expect(state().state).toBe('setup');
    expect(calls[1]?.signal.aborted).toBe(true);
    calls[1]?.resolve();
    await settle();
    expect(state().state).toBe('setup');
  });

  it('goes straight to the question when there is nothing to prepare', () => {
    const services = { ...createFakeServices(), prepare: () => null };
    const machine = createExamMachine({ definition: toyArea, toDraft: toyToDraft, services });
    machine.send({ type: 'START' });
    expect(machine.getSnapshot().state).toBe('answering');
  });
});

describe('exam machine: preparing the next Start ahead, in setup', () => {
  function withAhead() {
    const ahead: { processings: readonly QuestionProcessing[]; signal: AbortSignal }[] = [];
    let seeds = 1000;
    const services = {
      ...createFakeServices(),
      randomSeed: () => ++seeds,
      prepareAhead: (processings: readonly QuestionProcessing[], signal: AbortSignal) => void ahead.push({ processings, signal }),
    };
    const machine = createExamMachine({ definition: toyArea, toDraft: toyToDraft, services });
    const state = () => machine.getSnapshot();
    const pans = (processings: readonly QuestionProcessing[]) => processings.map((p) => (p.chain[0] as { pan: number }).pan);
    const expectedPans = (seed: number, size: number, count: number) => pans(generateQuestionSet(toyArea, seed, { size }, count).map((q) => toyArea.buildProcessing(q)));
    return { services, machine, state, ahead, pans, expectedPans };
  }

  it('chooses the seed in setup, prepares what its Start will play from the outset, and starts and submits with it', () => {
    const { machine, state, ahead, pans, expectedPans, services } = withAhead();
    const seed = state().seed as number;
    expect(seed).toBe(1001);
    expect(ahead).toHaveLength(1);
    expect(pans(ahead[0]?.processings ?? [])).toEqual(expectedPans(seed, 4, 1));
    machine.subscribe(() => undefined);
    expect(ahead).toHaveLength(1);

    machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    machine.send({ type: 'SET_QUESTION_COUNT', count: 5 });
    const examSeed = state().seed as number;
    expect(ahead[0]?.signal.aborted).toBe(true);
    expect(pans(ahead.at(-1)?.processings ?? [])).toEqual(expectedPans(examSeed, 4, 5));
    const planned = ahead.length;

    machine.send({ type: 'START' });
    expect(state()).toMatchObject({ state: 'answering', seed: examSeed, question: generateQuestionSet(toyArea, examSeed, { size: 4 }, 5)[0] });
    expect(ahead).toHaveLength(planned);
    expect(ahead.at(-1)?.signal.aborted).toBe(false);
    for (let i = 0; i < 5; i++) {
      machine.send({ type: 'SET_ANSWER', answer: { value: 0 } });
      machine.send({ type: 'ENTER' });
    }
    machine.send({ type: 'FINISH' });
    expect(services.submitted[0]).toMatchObject({ mode: 'exam', seed: examSeed, questionCount: 5 });
  });

  it('prepares again when the draft changes, and stops while the settings are invalid, in official mode or once nobody listens', () => {
    const { machine, state, ahead, pans, expectedPans } = withAhead();
    const stop = machine.subscribe(() => undefined);
    const seed = state().seed as number;
    machine.send({ type: 'EDIT_SETTINGS', draft: { size: 8 } });
    expect(ahead).toHaveLength(2);
    expect(ahead[0]?.signal.aborted).toBe(true);
    expect(pans(ahead[1]?.processings ?? [])).toEqual(expectedPans(seed, 8, 1));
    machine.send({ type: 'EDIT_SETTINGS', draft: { size: 8 } });
    expect(ahead).toHaveLength(2);

    machine.send({ type: 'EDIT_SETTINGS', draft: { size: null } });
    expect(ahead).toHaveLength(2);
    expect(ahead[1]?.signal.aborted).toBe(true);
    machine.send({ type: 'EDIT_SETTINGS', draft: { size: 3 } });
    expect(pans(ahead[2]?.processings ?? [])).toEqual(expectedPans(seed, 3, 1));

    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    expect(state().seed).toBeNull();
    expect(ahead[2]?.signal.aborted).toBe(true);
    expect(ahead).toHaveLength(3);
    machine.send({ type: 'SELECT_MODE', mode: 'training' });
    expect(ahead).toHaveLength(4);
    stop();
    expect(ahead[3]?.signal.aborted).toBe(true);
    machine.subscribe(() => undefined);
    expect(ahead).toHaveLength(5);
    expect(ahead[4]?.processings).toEqual(ahead[3]?.processings);
  });

  it('draws a new seed on restart and prepares its questions; a training Start keeps what was prepared', () => {
    const { machine, state, ahead } = withAhead();
    machine.subscribe(() => undefined);
    const first = state().seed;
    machine.send({ type: 'START' });
    expect(state()).toMatchObject({ state: 'answering', seed: first });
    expect(ahead).toHaveLength(1);
    expect(ahead[0]?.signal.aborted).toBe(false);
    machine.send({ type: 'RESTART' });
    expect(state().seed).not.toBe(first);
    expect(ahead[0]?.signal.aborted).toBe(true);
    expect(ahead).toHaveLength(2);
  });
});

describe('exam machine: adaptive', () => {
  /** Answers every trial as a listener who tells up to `knows` numbers apart, until the run stops. */
  function runTo(knows: number) {
    const t = setup();
    t.machine.send({ type: 'SELECT_MODE', mode: 'adaptive' });
    t.enter();
    const sizes: number[] = [];
    while (t.state().state === 'answering') {
      const { question, settings } = t.state();
      const size = settings?.size ?? 0;
      sizes.push(size);
      t.answer(size <= knows ? (question?.value ?? -1) : ((question?.value ?? 0) + 1) % size);
      expect(primaryAction(t.state())).toBe('next');
      t.enter();
    }
    return { ...t, sizes };
  }

  it("offers the area's dimensions, and runs each trial at the staircase's level with the answer form's settings of that level", () => {
    const { machine, state, enter } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'adaptive' });
    expect(state()).toMatchObject({ state: 'setup', mode: 'adaptive', dimension: 'size', questionCount: null });
    machine.send({ type: 'SELECT_DIMENSION', dimension: 'colour' });
    expect(adaptiveOf(state()).dimension).toBe('size');
    enter();
    expect(state()).toMatchObject({ state: 'answering', settings: { size: 2 }, adaptive: { estimate: null } });
    expect(adaptiveOf(state()).adaptive?.staircase.levelIndex).toBe(0);
  });

  it('goes harder after right answers and easier after a wrong one, stops by itself and submits the run, not a threshold it trusts', () => {
    const { state, services, sizes } = runTo(5);
    // It starts at the easiest rung and climbs past what the listener can do before it turns.
    expect(sizes[0]).toBe(2);
    expect(Math.max(...sizes)).toBeGreaterThan(5);
    expect(state()).toMatchObject({ state: 'finished', question: null });
    const estimate = adaptiveOf(state()).adaptive?.estimate;
    expect(estimate?.threshold).toBeGreaterThanOrEqual(5);
    expect(estimate?.threshold).toBeLessThanOrEqual(6);
    expect(services.submitted).toHaveLength(1);
    expect(services.submitted[0]).toMatchObject({
      mode: 'adaptive',
      dimension: 'size',
      seed: state().seed,
      clientThreshold: estimate?.threshold,
    });
    expect(services.submitted[0]?.answers).toHaveLength(sizes.length);
    expect(services.submitted[0]?.questionCount).toBeUndefined();
  });

  it('gives up a run on restart, without submitting it', () => {
    const { machine, state, services, enter, answerRight } = setup();
    machine.send({ type: 'SELECT_MODE', mode: 'adaptive' });
    enter();
    answerRight();
    enter();
    machine.send({ type: 'RESTART' });
    expect(state()).toMatchObject({ state: 'setup', mode: 'adaptive', adaptive: null });
    expect(services.submitted).toEqual([]);
  });
});

describe('exam machine: the programme loop the questions are played on', () => {
  const onLoop = toyAreaOnLoops;

  it('checks the settings and makes the questions for the loop chosen at Start, keeps them if the choice changes, and submits the loop', () => {
    const { machine, state, enter, answerRight, services } = setup(onLoop);
    machine.send({ type: 'SELECT_MODE', mode: 'exam' });
    machine.send({ type: 'SET_QUESTION_COUNT', count: 5 });
    machine.send({ type: 'EDIT_SETTINGS', draft: { size: 8 } });
    expect(state().settingsErrors).toEqual({});
    machine.send({ type: 'SET_PROGRAMME', programme: 'piano' });
    expect(state()).toMatchObject({ programme: 'piano', settingsErrors: { size: 'toy.tooManyForTheLoop' } });
    expect(primaryActionEnabled(state())).toBe(false);
    machine.send({ type: 'EDIT_SETTINGS', draft: { size: 4 } });
    enter();
    const expected = generateQuestionSet(onLoop, 4242, { size: 4 }, 5, { programme: 'piano' });
    expect(expected).not.toEqual(generateQuestionSet(onLoop, 4242, { size: 4 }, 5));
    // Another choice once started changes nothing of this exam.
    machine.send({ type: 'SET_PROGRAMME', programme: null });
    for (let i = 0; i < 5; i++) {
      expect(state().question).toEqual(expected[i]);
      answerRight();
      enter();
    }
    enter();
    expect(services.submitted[0]).toMatchObject({ mode: 'exam', programme: 'piano', clientScore: 100 });
    // The next exam is made for the choice in force now.
    machine.send({ type: 'RESTART' });
    expect(state()).toMatchObject({ state: 'setup', programme: null });
  });

  it('makes training and adaptive trials for the loop, and an adaptive run names it', () => {
    const { machine, state, enter, answerRight, services } = setup(onLoop);
    machine.send({ type: 'SET_PROGRAMME', programme: 'drum-kit' });
    machine.send({ type: 'EDIT_SETTINGS', draft: { size: 4 } });
    enter();
    for (let i = 0; i < 20; i++) {
      expect(state().question?.value).toBeLessThan(2);
      answerRight();
      enter();
      enter();
    }
    machine.send({ type: 'RESTART' });
    machine.send({ type: 'SELECT_MODE', mode: 'adaptive' });
    enter();
    while (state().state === 'answering') {
      answerRight();
      enter();
    }
    expect(services.submitted.at(-1)).toMatchObject({ mode: 'adaptive', programme: 'drum-kit' });
  });

  it("plays an official exam on the material its schedule and the issued exam name, not the student's choice", async () => {
    const { machine, state, enter, services } = setup(onLoop);
    machine.send({ type: 'SET_PROGRAMME', programme: 'piano' });
    machine.send({ type: 'SELECT_MODE', mode: 'official' });
    expect(state().programme).toBeNull();
    machine.send({ type: 'SELECT_SCHEDULE', schedule: scheduleFixture({ settings: { size: 4 }, programme: 'band' }) });
    expect(state().programme).toBe('band');
    machine.send({ type: 'SET_PROGRAMME', programme: null });
    expect(state().programme).toBe('band');
    enter();
    services.resolveOfficial({ settings: { size: 4 }, programme: 'band' });
    await Promise.resolve();
    await Promise.resolve();
    expect(state()).toMatchObject({ state: 'answering', programme: 'band' });
  });
});
