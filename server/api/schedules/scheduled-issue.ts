/**
 * Whether a student may be issued an exam of a schedule now, checked inside the issuing
 * transaction by the server's clock: the schedule's organizations, its window and the generator
 * version its settings were checked with (its exams are made with that version while the area
 * still makes it, so that all its students get the same kind of exam). Attempts are counted by
 * the issuing itself.
 */
import { makesGeneratorVersion, type AreaDefinition } from '../../../src/exam-contract';
import { API_ERROR_CODES } from '../../../src/api-contract';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import { findScheduleRow, scheduleStatus, type ScheduleRow } from './schedule-store';

export interface OpenSchedule {
  row: ScheduleRow;
  /** Its settings as the area validates them. */
  settings: unknown;
}

/**
 * The schedule `scheduleId` of the area, open to a student of `organizationId` at `now`; takes a
 * share lock on it, so that an edit waits for the issue (and the issue sees the edit).
 */
export async function openScheduleFor(
  tx: Queryable,
  definition: AreaDefinition,
  scheduleId: string,
  organizationId: number | null,
  now: Date,
): Promise<OpenSchedule> {
  const row = await findScheduleRow(tx, scheduleId, 'SHARE');
  if (!row || row.area !== definition.id) throw httpError(404, `No scheduled ${definition.id} exam ${scheduleId}`);
  if (!row.organizations.some((o) => o.id === organizationId)) {
    throw httpError(403, `“${row.title}” is set for other organizations than yours.`, API_ERROR_CODES.scheduleNotForYou);
  }
  const status = scheduleStatus(row, now);
  if (status === 'upcoming') {
    throw httpError(409, `“${row.title}” opens at ${new Date(row.opens_at).toISOString()}.`, API_ERROR_CODES.scheduleNotOpen);
  }
  if (status === 'closed') {
    throw httpError(409, `“${row.title}” closed at ${new Date(row.closes_at).toISOString()}.`, API_ERROR_CODES.scheduleNotOpen);
  }
  if (!makesGeneratorVersion(definition, row.generator_version)) {
    throw httpError(
      409,
      `“${row.title}” was set for version ${row.generator_version} of the ${definition.id} exam; the server now makes version ` +
        `${definition.version}, whose questions differ, so it cannot be issued. Ask your teacher to set it again.`,
      API_ERROR_CODES.generatorVersion,
    );
  }
  const checked = definition.validateSettings(row.settings);
  if (!checked.ok) throw httpError(500, 'A stored scheduled exam has invalid settings');
  return { row, settings: checked.settings };
}
