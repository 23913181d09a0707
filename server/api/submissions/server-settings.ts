/**
 * Settings an area completes or checks against the API's own data (the pure definitions cannot
 * see the database): timbre's uploaded recordings.
 */
import type { TimbreSettings } from '../../../src/areas/timbre/timbre-settings';
import type { AreaId } from '../../../src/lib/area-registry';
import type { Queryable } from '../db';
import { checkExamRecordings, withUploadedRecordings } from '../timbre-recordings/exam-recordings';

interface ServerSettings {
  /** The official exam's settings at issue. */
  official(db: Queryable, settings: unknown): Promise<unknown>;
  /** Rejects a practice exam's settings that name what this API does not hold. */
  checkPractice(db: Queryable, settings: unknown): Promise<void>;
}

const BY_AREA: Partial<Record<AreaId, ServerSettings>> = {
  timbre: {
    official: (db, settings) => withUploadedRecordings(db, settings as TimbreSettings),
    checkPractice: checkExamRecordings,
  },
};

export function officialSettingsAtIssue(db: Queryable, area: AreaId, settings: unknown): Promise<unknown> {
  return BY_AREA[area]?.official(db, settings) ?? Promise.resolve(settings);
}

export async function checkPracticeSettings(db: Queryable, area: AreaId, settings: unknown): Promise<void> {
  await BY_AREA[area]?.checkPractice(db, settings);
}
