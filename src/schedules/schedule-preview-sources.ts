/**
 * Where a preview's samples come from: a saved exam (seeded by its id), or the settings in the
 * form before they are saved. Both are made and rendered by the server as the students' are.
 */
import type { AudioBranch, OfficialExamSchedule, SchedulePreview, SchedulePreviewDraft } from '../api-contract';
import type { AreaId } from '../lib/area-registry';
import { isProgrammeLoopId, type ProgrammeLoopId } from '../audio/programme';
import { canonicalJson } from '../lib/canonical-json';

export interface PreviewSource {
  /** Names these samples' sounds for the engine; another key is another set of samples. */
  key: string;
  area: AreaId;
  settings: unknown;
  /** The material the samples are made for and rendered on; null: pink noise. */
  programme: ProgrammeLoopId | null;
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

export function savedSchedulePreview(api: SchedulePreviewApi, schedule: Pick<OfficialExamSchedule, 'id' | 'area' | 'settings' | 'programme'>): PreviewSource {
  return {
    key: `preview:${schedule.id}`,
    area: schedule.area,
    settings: schedule.settings,
    programme: isProgrammeLoopId(schedule.programme) ? schedule.programme : null,
    sample: (n, signal) => api.getSchedulePreview(schedule.id, n, signal),
    audio: (n, branch) => api.fetchSchedulePreviewAudio(schedule.id, n, branch),
  };
}

/** Samples of `settings` (as the area validated them in the form) on `programme`; the server checks them again. */
export function draftPreview(api: DraftPreviewApi, area: AreaId, settings: unknown, programme: ProgrammeLoopId | null = null): PreviewSource {
  return {
    key: `draft-preview:${area}:${canonicalJson(settings)}:${programme ?? 'pink-noise'}`,
    area,
    settings,
    programme,
    sample: (n, signal) => api.previewScheduleDraft({ area, settings, programme, sample: n }, signal),
    audio: (n, branch) => api.fetchScheduleDraftAudio({ area, settings, programme, sample: n }, branch),
  };
}
