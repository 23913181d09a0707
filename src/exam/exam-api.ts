/** The exam's API calls, through the one API client. */
import { apiFetch, apiRequest } from '../lib/api-client';
import type { AudioBranch, OfficialExam, OfficialExamRequest, SubmissionReceipt, SubmissionRequest } from '../lib/api-types';
import type { AreaId } from '../lib/area-registry';
import type { SendOptions } from './submission-queue';

export function requestOfficialExam(area: AreaId): Promise<OfficialExam> {
  const body: OfficialExamRequest = { area };
  return apiRequest<OfficialExam>('POST', 'official-exams', { body });
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
