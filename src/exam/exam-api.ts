/** The exam's two API calls, through the one API client. */
import { apiRequest } from '../lib/api-client';
import type { OfficialExam, OfficialExamRequest, SubmissionReceipt, SubmissionRequest } from '../lib/api-types';
import type { AreaId } from '../lib/areas';
import type { SendOptions } from './submission-queue';

export function requestOfficialExam(area: AreaId): Promise<OfficialExam> {
  const body: OfficialExamRequest = { area };
  return apiRequest<OfficialExam>('POST', 'official-exams', { body });
}

export function postSubmission(request: SubmissionRequest, options: SendOptions): Promise<SubmissionReceipt> {
  return apiRequest<SubmissionReceipt>('POST', 'submissions', { body: request, reportErrors: options.reportErrors });
}
