import type { ExamPageServices } from '../exam-services';
import { createSubmissionQueue, type SendSubmission } from '../submission-queue';
import { createMemorySubmissionStore } from '../submission-store';
import { createFakeServices, type FakeServices } from './toy-area';

/** The server's receipt for every submission: accepted at 50 %. */
export const acceptAtHalf: SendSubmission = async (request) => ({
  submitId: request.submitId,
  score: 50,
  correctRate: 50,
  questionCount: request.answers.length,
  duplicate: false,
});

/** An exam page's services for user-1: the fakes, and a queue in memory that sends with `send` on the fakes' clock. */
export function fakePageServices(fake: FakeServices = createFakeServices(), send: SendSubmission = acceptAtHalf): ExamPageServices {
  const queue = createSubmissionQueue({
    store: createMemorySubmissionStore(),
    send,
    clock: { now: () => fake.time.now, setTimer: () => () => undefined },
    getOwner: () => 'user-1',
  });
  return { ...fake, queue };
}
