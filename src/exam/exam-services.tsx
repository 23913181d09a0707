/**
 * The composition root of the exam: real time, randomness, API calls and the persistent
 * submission queue, created once per tab. Tests provide their own through the context.
 */
import { createContext, useContext } from 'react';
import { randomSeed } from '../lib/rng';
import { sessionStore } from '../session';
import { fetchOfficialAudio, fetchReviewAudio, listAreaSchedules, postSubmission, requestOfficialExam } from './exam-api';
import type { ExamServices } from './exam-types';
import type { FetchOfficialAudio } from './official-audio';
import { randomUuid } from './random-id';
import { createSubmissionQueue, type QueueClock, type SubmissionQueue } from './submission-queue';
import { createIdbSubmissionStore, createMemorySubmissionStore } from './submission-store';

export interface ExamPageServices extends Omit<ExamServices, 'submit'> {
  queue: SubmissionQueue;
  fetchOfficialAudio: FetchOfficialAudio;
  /** A submitted official exam's sounds, for its review. */
  fetchReviewAudio: typeof fetchReviewAudio;
  /** The student's open and upcoming scheduled exams of an area (official mode lists them). */
  listSchedules: typeof listAreaSchedules;
}

const browserClock: QueueClock = {
  now: () => Date.now(),
  setTimer(callback, ms) {
    const handle = window.setTimeout(callback, ms);
    return () => window.clearTimeout(handle);
  },
};

function currentOwner(): string | null {
  const { authStatus, user } = sessionStore.getState();
  if (authStatus !== 'authenticated' || !user) return null;
  return user.sub ?? user.email ?? user.name;
}

export function createBrowserExamServices(): ExamPageServices {
  const queue = createSubmissionQueue({
    store: typeof indexedDB === 'undefined' ? createMemorySubmissionStore() : createIdbSubmissionStore(),
    send: postSubmission,
    clock: browserClock,
    getOwner: currentOwner,
    onOnline(callback) {
      window.addEventListener('online', callback);
      return () => window.removeEventListener('online', callback);
    },
  });
  // Results left by an earlier visit go out as soon as their owner is signed in again.
  sessionStore.subscribe((state, previous) => {
    if (state.user !== previous.user || state.authStatus !== previous.authStatus) void queue.start();
  });
  return {
    queue,
    now: () => Date.now(),
    randomSeed,
    randomId: randomUuid,
    issueOfficialExam: requestOfficialExam,
    fetchOfficialAudio,
    fetchReviewAudio,
    listSchedules: listAreaSchedules,
  };
}

let browserServices: ExamPageServices | null = null;

/** The tab's one set of exam services (and so its one submission queue). */
export function getBrowserExamServices(): ExamPageServices {
  browserServices ??= createBrowserExamServices();
  return browserServices;
}

/**
 * For the app's start-up: re-sends what an earlier visit left in the queue as soon as its
 * owner is signed in, even before an exam page is opened.
 */
export function startSubmissionQueue(): void {
  void getBrowserExamServices().queue.start();
}

export const ExamServicesContext = createContext<ExamPageServices | null>(null);

export function useExamServices(): ExamPageServices {
  return useContext(ExamServicesContext) ?? getBrowserExamServices();
}
