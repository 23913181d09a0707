/**
 * Where a preview's samples come from: a saved exam (seeded by its id), or the settings in the
 * form before they are saved. Both are made and rendered by the server as the students' are.
 */
import type { AudioBranch, OfficialExamSchedule, SchedulePreview, SchedulePreviewDraft } from '../lib/api-types';
import type { AreaId } from '../lib/area-registry';
import { canonicalJson } from '../lib/canonical-json';

export interface PreviewSource {
  /** Names these samples' sounds for the engine; another key is another set of samples. */
  key: string;
  area: AreaId;
  settings: unknown;
  sample(n: number, signal: AbortSignal): Promise<SchedulePreview>;
  audio(n: number, branch: AudioBranch): Promise<ArrayBuffer>;
}

export interface SchedulePreviewApi {
  getSchedulePreview(id: string, sample: number, signal?: AbortSignal): Promise<SchedulePreview>;
  fetchSchedulePreviewAudio(id: string, sample: number, branch: AudioBranch): Promise<ArrayBuffer>;
}

export interface DraftPreviewApi {
  previewScheduleDraft(draft: SchedulePreviewDraft, signal?: AbortSignal): Promise<SchedulePreview>;
  fetchScheduleDraftAudio(draft: SchedulePreviewDraft, branch: AudioBranch): Promise<ArrayBuffer>;
}

export function savedSchedulePreview(api: SchedulePreviewApi, schedule: Pick<OfficialExamSchedule, 'id' | 'area' | 'settings'>): PreviewSource {
  return {
    key: `preview:${schedule.id}`,
    area: schedule.area,
    settings: schedule.settings,
    sample: (n, signal) => api.getSchedulePreview(schedule.id, n, signal),
    audio: (n, branch) => api.fetchSchedulePreviewAudio(schedule.id, n, branch),
  };
}

/** Samples of `settings` (as the area validated them in the form); the server checks them again. */
export function draftPreview(api: DraftPreviewApi, area: AreaId, settings: unknown): PreviewSource {
  return {
    key: `draft-preview:${area}:${canonicalJson(settings)}`,
    area,
    settings,
    sample: (n, signal) => api.previewScheduleDraft({ area, settings, sample: n }, signal),
    audio: (n, branch) => api.fetchScheduleDraftAudio({ area, settings, sample: n }, branch),
  };
}
