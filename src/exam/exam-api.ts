/** The exam's API calls, through the one API client. */
import type {
  AudioBranch,
  OfficialExam,
  OfficialExamRequest,
  OfficialExamScheduleList,
  ReviewAudioBranch,
  SubmissionReceipt,
  SubmissionRequest,
} from '../api-contract';
import { apiFetch, apiRequest } from '../lib/api-client';
import type { AreaId } from '../lib/area-registry';
import type { SendOptions } from './submission-queue';

/** The area's built-in official exam, or the scheduled exam `scheduleId` (its window, attempts and time limit apply). */
export function requestOfficialExam(area: AreaId, scheduleId?: string): Promise<OfficialExam> {
  const body: OfficialExamRequest = scheduleId === undefined ? { area } : { area, scheduleId };
  return apiRequest<OfficialExam>('POST', 'official-exams', { body });
}

/**
 * The student's open and upcoming scheduled exams of one area. The same call as `listSchedules`
 * of src/schedules, which the exam layer does not import.
 */
export function listAreaSchedules(area: AreaId, signal?: AbortSignal): Promise<OfficialExamScheduleList> {
  // The page says so itself when the list fails: the built-in exam is still there to take.
  return apiRequest<OfficialExamScheduleList>('GET', 'official-exam-schedules', { query: { area }, signal, reportErrors: false });
}

export function postSubmission(request: SubmissionRequest, options: SendOptions): Promise<SubmissionReceipt> {
  return apiRequest<SubmissionReceipt>('POST', 'submissions', { body: request, reportErrors: options.reportErrors });
}

/** One branch of an official question, as the server rendered it (FLAC). Errors are shown on the page. */
export async function fetchOfficialAudio(examId: string, question: number, branch: AudioBranch): Promise<ArrayBuffer> {
  const path = `official-exams/${encodeURIComponent(examId)}/questions/${question}/audio/${branch}`;
  const response = await apiFetch(path, { headers: { Accept: 'audio/flac' }, reportErrors: false });
  return response.arrayBuffer();
}

/** One branch of a submitted official exam's question, for its review (owner only): the pair, or the sound of the student's answer. */
export async function fetchReviewAudio(submitId: string, question: number, branch: ReviewAudioBranch): Promise<ArrayBuffer> {
  const path = `me/submissions/${encodeURIComponent(submitId)}/questions/${question}/audio/${branch}`;
  const response = await apiFetch(path, { headers: { Accept: 'audio/flac' }, reportErrors: false });
  return response.arrayBuffer();
}
