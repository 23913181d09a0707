/** Training: one question at a time from the seed's stream, each answer checked and shown; nothing is submitted. */
import { createRng, type Rng } from '../../lib/rng';
import type { TrainingSnapshot } from '../exam-types';
import { questionContext, type ExamModeModule, type ModeBehaviour, type ModeContext } from './exam-mode';

function createTraining<S, Q, A, D>(context: ModeContext<S, Q, A, D>): ModeBehaviour<'training', S, Q, A, D> {
  const { definition, services } = context;
  /** The run's stream of questions: the next is drawn when the student goes on. */
  let stream: { rng: Rng; questions: Q[] } | null = null;

  return {
    setup: (draft): TrainingSnapshot<S, Q, A, D> => ({
      ...context.setupOf(draft, context.chosenProgramme()),
      mode: 'training',
      questionCount: null,
      seed: services.randomSeed(),
    }),
    planned(setup) {
      const settings = context.validSettings(setup);
      if (settings === null || setup.seed === null) return [];
      return [definition.generateQuestion(createRng(setup.seed), settings, questionContext(setup))];
    },
    start(setup) {
      const settings = context.settingsToStart(setup);
      if (settings === null) return;
      // The seed chosen in setup: its first question may be ready already.
      const seed = setup.seed ?? services.randomSeed();
      const rng = createRng(seed);
      stream = { rng, questions: [definition.generateQuestion(rng, settings, questionContext(setup))] };
      context.begin({ ...setup, ...context.runStart(), settings, seed, question: stream.questions[0] ?? null }, stream.questions);
    },
    submit(s) {
      const recorded = context.scored(s);
      if (recorded) context.set({ ...recorded, state: 'answered' });
    },
    next(s) {
      if (s.state !== 'answered') return;
      const index = s.questionIndex + 1;
      if (stream && s.settings !== null && index >= stream.questions.length) stream.questions.push(definition.generateQuestion(stream.rng, s.settings, questionContext(s)));
      context.set({ ...s, state: 'answering', questionIndex: index, question: stream?.questions[index] ?? null, answer: null });
    },
    finish(s) {
      if (s.state !== 'answering' && s.state !== 'answered') return;
      context.end(s, { finishedAt: services.now(), final: context.scoreOf(s.history), submission: null });
    },
  };
}

export const trainingMode: ExamModeModule<'training'> = {
  mode: 'training',
  settingsFixed: false,
  waitsForListeningCheck: false,
  checksEachAnswer: true,
  primaryAction: (s) => (s.state === 'answering' ? 'check' : 'next'),
  answeredCount: (s) => s.history.length,
  create: createTraining,
};
