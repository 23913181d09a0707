/** The scheduled official exams' API calls (docs/architecture.md, Scheduled exams), through the one API client. */
import { apiFetch, apiRequest } from '../lib/api-client';
import type {
  AudioBranch,
  GradesResent,
  OfficialExamSchedule,
  OfficialExamScheduleList,
  OfficialExamScheduleQuery,
  OfficialExamScheduleRequest,
  OfficialExamScheduleUpdate,
  Organization,
  SchedulePreview,
  SchedulePreviewDraft,
  ScheduleResults,
  StudentSummary,
} from '../api-contract';

const SCHEDULES = 'official-exam-schedules';
const one = (id: string): string => `${SCHEDULES}/${encodeURIComponent(id)}`;

/** `reportErrors: false` where a failure only hides a section (the student's home page). */
export function listSchedules(query: OfficialExamScheduleQuery = {}, signal?: AbortSignal, reportErrors = true): Promise<OfficialExamScheduleList> {
  return apiRequest<OfficialExamScheduleList>('GET', SCHEDULES, { query: { ...query }, signal, reportErrors });
}

export function getSchedule(id: string, signal?: AbortSignal): Promise<OfficialExamSchedule> {
  return apiRequest<OfficialExamSchedule>('GET', one(id), { signal });
}

export function createSchedule(body: OfficialExamScheduleRequest): Promise<OfficialExamSchedule> {
  return apiRequest<OfficialExamSchedule>('POST', SCHEDULES, { body });
}

export function updateSchedule(id: string, body: OfficialExamScheduleUpdate): Promise<OfficialExamSchedule> {
  return apiRequest<OfficialExamSchedule>('PATCH', one(id), { body });
}

/** Closes it now: students who have it open keep their time limit, nobody starts it any more. */
export function closeSchedule(id: string): Promise<OfficialExamSchedule> {
  return updateSchedule(id, { closesAt: new Date().toISOString() });
}

export async function deleteSchedule(id: string): Promise<void> {
  await apiRequest<undefined>('DELETE', one(id));
}

export function getSchedulePreview(id: string, sample: number, signal?: AbortSignal): Promise<SchedulePreview> {
  return apiRequest<SchedulePreview>('GET', `${one(id)}/preview`, { query: { sample }, signal });
}

/** A preview sample's sound as the students will hear it (FLAC). */
export async function fetchSchedulePreviewAudio(id: string, sample: number, branch: AudioBranch): Promise<ArrayBuffer> {
  const response = await apiFetch(`${one(id)}/preview/audio/${branch}?sample=${sample}`, { headers: { Accept: 'audio/flac' } });
  return response.arrayBuffer();
}

/** A sample of settings not saved yet (the form's), checked by the server as a new exam's are. */
export function previewScheduleDraft(draft: SchedulePreviewDraft, signal?: AbortSignal): Promise<SchedulePreview> {
  return apiRequest<SchedulePreview>('POST', `${SCHEDULES}/preview`, { body: draft, signal });
}

/** That sample's sound as the students would hear it (FLAC). */
export async function fetchScheduleDraftAudio(draft: SchedulePreviewDraft, branch: AudioBranch): Promise<ArrayBuffer> {
  const response = await apiFetch(`${SCHEDULES}/preview/audio/${branch}`, {
    method: 'POST',
    headers: { Accept: 'audio/flac', 'Content-Type': 'application/json' },
    body: JSON.stringify(draft),
  });
  return response.arrayBuffer();
}

export function getScheduleResults(id: string, signal?: AbortSignal): Promise<ScheduleResults> {
  return apiRequest<ScheduleResults>('GET', `${one(id)}/results`, { signal });
}

/** Sends the scores the course gradebooks have not taken again, at once (LTI). */
export function resendScheduleGrades(id: string): Promise<GradesResent> {
  return apiRequest<GradesResent>('POST', `${one(id)}/grades/resend`);
}

/** The path of the results' CSV (for the download control). */
export const scheduleResultsExportPath = (id: string): string => `${one(id)}/results/export`;

export function getStudentSummary(sub: string, signal?: AbortSignal): Promise<StudentSummary> {
  return apiRequest<StudentSummary>('GET', `students/${encodeURIComponent(sub)}/summary`, { signal });
}

export function listOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return apiRequest<Organization[]>('GET', 'organizations', { signal });
}

export function createOrganization(name: string): Promise<Organization> {
  return apiRequest<Organization>('POST', 'organizations', { body: { name } });
}

export function renameOrganization(id: number, name: string): Promise<Organization> {
  return apiRequest<Organization>('PATCH', `organizations/${id}`, { body: { name } });
}

export async function deleteOrganization(id: number): Promise<void> {
  await apiRequest<undefined>('DELETE', `organizations/${id}`);
}
