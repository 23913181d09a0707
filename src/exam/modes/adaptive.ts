/**
 * An adaptive run: a staircase over one of the area's ladders (a dimension) that finds the
 * student's threshold. Each trial is made at the staircase's level once the last is answered;
 * the run stops when the staircase does, and the run is submitted (the server replays it).
 */
import {
  adaptiveDimension,
  adaptiveStaircaseConfig,
  adaptiveTrialQuestion,
  currentLevel,
  estimateThreshold,
  nextStaircase,
  startStaircase,
} from '../../exam-contract';
import type { AdaptiveSnapshot } from '../exam-types';
import { adaptiveRunRequest } from '../submission-request';
import { questionContext, type ExamModeModule, type ModeBehaviour, type ModeContext } from './exam-mode';

function createAdaptive<S, Q, A, D>(context: ModeContext<S, Q, A, D>): ModeBehaviour<'adaptive', S, Q, A, D> {
  const { definition, services } = context;
  /** The dimension chosen, kept across restarts and changes of mode. */
  let chosenDimension = definition.adaptive[0].id;

  const finishRun = (run: AdaptiveSnapshot<S, Q, A, D>): void => {
    const finishedAt = services.now();
    const final = context.scoreOf(run.history);
    const answers = run.history.map((h) => h.answer);
    const clientThreshold = run.adaptive?.estimate?.threshold;
    const submission =
      run.seed === null
        ? null
        : adaptiveRunRequest(context.submissionSource, { startedAt: run.startedAt, finishedAt }, { dimension: run.dimension, seed: run.seed, programme: run.programme, answers, clientThreshold });
    context.end(run, { finishedAt, final, submission });
  };

  return {
    setup: (draft): AdaptiveSnapshot<S, Q, A, D> => ({
      ...context.setupOf(draft, context.chosenProgramme()),
      mode: 'adaptive',
      questionCount: null,
      seed: null,
      dimension: chosenDimension,
      adaptive: null,
    }),
    setupEvent(event, setup) {
      if (event.type !== 'SELECT_DIMENSION' || !adaptiveDimension(definition, event.dimension)) return;
      chosenDimension = event.dimension;
      context.set({ ...setup, dimension: event.dimension });
    },
    // Each trial is known only once the one before is answered.
    planned: () => [],
    /** The first trial of a staircase over the chosen dimension, at its starting rung. */
    start(setup) {
      const dimension = adaptiveDimension(definition, setup.dimension) ?? definition.adaptive[0];
      const seed = services.randomSeed();
      const staircase = startStaircase(adaptiveStaircaseConfig(dimension));
      const level = currentLevel(staircase);
      const question = adaptiveTrialQuestion(definition, dimension, seed, 0, level, questionContext(setup));
      context.begin(
        {
          ...setup,
          ...context.runStart(),
          settings: dimension.settingsAt(level),
          seed,
          question,
          dimension: dimension.id,
          adaptive: { unit: dimension.unit, staircase, estimate: null },
        },
        [question],
      );
    },
    /** The staircase moves, and the run goes on at its next level or stops. */
    submit(s) {
      const recorded = context.scored(s);
      if (!recorded) return;
      const dimension = adaptiveDimension(definition, recorded.dimension);
      const last = recorded.history[recorded.history.length - 1];
      if (!recorded.adaptive || !dimension || !last || recorded.seed === null) return;
      const staircase = nextStaircase(recorded.adaptive.staircase, last.result.correct);
      if (staircase.finished) return finishRun({ ...recorded, adaptive: { unit: dimension.unit, staircase, estimate: estimateThreshold(staircase) } });
      const level = currentLevel(staircase);
      const index = recorded.questionIndex + 1;
      const question = adaptiveTrialQuestion(definition, dimension, recorded.seed, index, level, questionContext(recorded));
      context.set({
        ...recorded,
        adaptive: { unit: dimension.unit, staircase, estimate: null },
        settings: dimension.settingsAt(level),
        state: 'answering',
        questionIndex: index,
        question,
        answer: null,
      });
      // The trial's sound is made ready while the run's time goes on.
      context.prepare([question], true);
    },
  };
}

export const adaptiveMode: ExamModeModule<'adaptive'> = {
  mode: 'adaptive',
  settingsFixed: false,
  waitsForListeningCheck: true,
  checksEachAnswer: false,
  // The run stops when its staircase does: every answer leads on.
  primaryAction: (s) => (s.state === 'answered' ? 'finish' : 'next'),
  answeredCount: (s) => s.history.length,
  create: createAdaptive,
};
