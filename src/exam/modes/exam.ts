/** A practice exam: a balanced set of a chosen count, answers shown after the last, the result submitted. */
import { generateQuestionSet } from '../../exam-contract';
import { DEFAULT_QUESTION_COUNT, QUESTION_COUNTS, type PracticeExamSnapshot } from '../exam-types';
import { practiceExamRequest } from '../submission-request';
import { isLastQuestion, questionContext, type ExamModeModule, type ModeBehaviour, type ModeContext } from './exam-mode';

function createPracticeExam<S, Q, A, D>(context: ModeContext<S, Q, A, D>): ModeBehaviour<'exam', S, Q, A, D> {
  const { definition, services } = context;
  let questions: Q[] = [];

  const questionsOf = (setup: PracticeExamSnapshot<S, Q, A, D>, seed: number, settings: S): Q[] =>
    generateQuestionSet(definition, seed, settings, setup.questionCount, questionContext(setup));

  return {
    setup: (draft, kept): PracticeExamSnapshot<S, Q, A, D> => ({
      ...context.setupOf(draft, context.chosenProgramme()),
      mode: 'exam',
      questionCount: kept?.questionCount ?? DEFAULT_QUESTION_COUNT,
      seed: services.randomSeed(),
    }),
    setupEvent(event, setup) {
      if (event.type !== 'SET_QUESTION_COUNT' || !(QUESTION_COUNTS as readonly number[]).includes(event.count)) return;
      context.set({ ...setup, questionCount: event.count });
    },
    planned(setup) {
      const settings = context.validSettings(setup);
      return settings === null || setup.seed === null ? [] : questionsOf(setup, setup.seed, settings);
    },
    start(setup) {
      const settings = context.settingsToStart(setup);
      if (settings === null) return;
      // The seed chosen in setup: its questions may be ready already.
      const seed = setup.seed ?? services.randomSeed();
      questions = questionsOf(setup, seed, settings);
      context.begin({ ...setup, ...context.runStart(), settings, seed, question: questions[0] ?? null }, questions);
    },
    submit(s) {
      const recorded = context.scored(s);
      if (!recorded) return;
      if (isLastQuestion(s)) return context.set({ ...recorded, state: 'answered' });
      const index = s.questionIndex + 1;
      context.set({ ...recorded, state: 'answering', questionIndex: index, question: questions[index] ?? null, answer: null });
    },
    finish(s) {
      if (s.state !== 'answered' || !isLastQuestion(s)) return;
      const finishedAt = services.now();
      const final = context.scoreOf(s.history);
      const { seed, settings, questionCount, programme } = s;
      const answers = s.history.map((h) => h.answer);
      const submission =
        seed === null
          ? null
          : practiceExamRequest(context.submissionSource, { startedAt: s.startedAt, finishedAt }, { seed, settings, questionCount, programme, answers, clientScore: final.score });
      context.end(s, { finishedAt, final, submission });
    },
  };
}

export const examMode: ExamModeModule<'exam'> = {
  mode: 'exam',
  settingsFixed: false,
  waitsForListeningCheck: true,
  checksEachAnswer: false,
  primaryAction: (s) => (s.state === 'answered' ? 'finish' : isLastQuestion(s) ? 'submit-last' : 'next'),
  answeredCount: (s) => s.history.length,
  create: createPracticeExam,
};
