/**
 * The teachers' recordings in timbre exams. An official exam plays those uploaded when it is
 * issued; a practice exam names the ones the page listed, and those references must be this
 * API's own (id, instrument and gain), or a forged list could ask anything with any answer.
 */
import { toRecordingRef } from '../../../src/areas/timbre/recording-ref';
import { validateTimbreSettings, type TimbreSettings } from '../../../src/areas/timbre/timbre-settings';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import { listRecordings, recordingsById } from './recording-store';

/** `settings` with the recordings uploaded now (none: unchanged). */
export async function withUploadedRecordings(db: Queryable, settings: TimbreSettings): Promise<TimbreSettings> {
  const recordings = (await listRecordings(db)).map(toRecordingRef);
  return recordings.length > 0 ? { ...settings, recordings } : settings;
}

/** Rejects (400) a practice exam whose recordings are not the API's, as they were listed. */
export async function checkExamRecordings(db: Queryable, rawSettings: unknown): Promise<void> {
  const checked = validateTimbreSettings(rawSettings);
  const claimed = checked.ok ? (checked.settings.recordings ?? []) : [];
  if (claimed.length === 0) return;
  const stored = new Map((await recordingsById(db, claimed.map((r) => r.id))).map((r) => [r.id, toRecordingRef(r)]));
  for (const ref of claimed) {
    const own = stored.get(ref.id);
    if (!own || own.instrument !== ref.instrument || own.gainDb !== ref.gainDb) {
      throw httpError(400, `Invalid timbre settings: recording ${ref.id} is not one of this server's uploads`);
    }
  }
}
