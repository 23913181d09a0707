/**
 * The scheduled-exam form as plain data: its values as the fields hold them, the values a new
 * exam or a stored one starts from, and the check that turns them into the API's request. The
 * checks mirror the server's (and the table's constraints), so a refusal is said next to its
 * field before anything is sent.
 */
import { isProgrammeLoopId, type ProgrammeLoopId } from '../audio/programme';
import { SCHEDULE_LIMITS, type CountedAttempt, type OfficialExamSchedule, type OfficialExamScheduleRequest } from '../api-contract';
import type { AreaDefinition, SettingsErrors } from '../exam-contract';
import type { AreaId } from '../lib/area-registry';
import { defaultWindow, fromLocalInput, toLocalInput } from './schedule-form-dates';

/** The API's limits (SCHEDULE_LIMITS), the time limit in the form's minutes. */
export const LIMITS = {
  titleLength: SCHEDULE_LIMITS.title.max,
  questionCount: SCHEDULE_LIMITS.questionCount,
  timeLimitMinutes: { min: SCHEDULE_LIMITS.timeLimitSeconds.min / 60, max: SCHEDULE_LIMITS.timeLimitSeconds.max / 60 },
  attempts: SCHEDULE_LIMITS.attempts,
} as const;

export const DEFAULT_TIME_LIMIT_MINUTES = 30;

export interface ScheduleFormValues {
  area: AreaId;
  title: string;
  organizations: readonly number[];
  /** The area settings form's draft; null until the area's form has loaded. */
  draft: unknown;
  questionCount: string;
  /** datetime-local values, in the browser's time zone. */
  opensAt: string;
  closesAt: string;
  timeLimitMinutes: string;
  attempts: string;
  counts: CountedAttempt;
  /**
   * The material: the loop of the programme library the questions are made for and rendered on,
   * or null for pink noise. The page sends null where the area's settings play a sound of their own.
   */
  programme: ProgrammeLoopId | null;
}

export type ScheduleFormField = 'title' | 'organizations' | 'questionCount' | 'opensAt' | 'closesAt' | 'timeLimitMinutes' | 'attempts';

export interface ScheduleFormErrors {
  /** Field -> i18n key (namespace 'schedules'). */
  fields: Partial<Record<ScheduleFormField, string>>;
  /** The area's own messages for its settings fields (keys with their namespace). */
  settings: SettingsErrors;
}

export type ScheduleFormCheck = { ok: true; request: OfficialExamScheduleRequest } | { ok: false; errors: ScheduleFormErrors };

/** A new exam of `area`: the area's official settings and question count, open for a week from 09:00 tomorrow. */
export function newScheduleValues(area: AreaId, definition: AreaDefinition, now: number): ScheduleFormValues {
  const window = defaultWindow(now);
  return {
    area,
    title: '',
    organizations: [],
    draft: null,
    questionCount: String(definition.officialExam.questionCount),
    opensAt: toLocalInput(window.opensAt),
    closesAt: toLocalInput(window.closesAt),
    timeLimitMinutes: String(DEFAULT_TIME_LIMIT_MINUTES),
    attempts: '1',
    counts: 'best',
    programme: null,
  };
}

/** Another area chosen: its official settings and question count replace the previous area's. */
export function withArea(values: ScheduleFormValues, area: AreaId, definition: AreaDefinition): ScheduleFormValues {
  return { ...values, area, draft: null, questionCount: String(definition.officialExam.questionCount), programme: null };
}

/** A stored exam as the form shows it; its settings become the draft once the area's form has loaded. */
export function scheduleValues(schedule: OfficialExamSchedule): ScheduleFormValues {
  return {
    area: schedule.area,
    title: schedule.title,
    organizations: schedule.organizations.map((o) => o.id),
    draft: null,
    questionCount: String(schedule.questionCount),
    opensAt: toLocalInput(schedule.opensAt),
    closesAt: toLocalInput(schedule.closesAt),
    timeLimitMinutes: String(Math.round(schedule.timeLimitSeconds / 60)),
    attempts: String(schedule.attempts),
    counts: schedule.counts,
    programme: isProgrammeLoopId(schedule.programme) ? schedule.programme : null,
  };
}

/** A new exam like `schedule` (its area, organizations, settings, questions and attempts), called `title`, in a new window. */
export function copiedScheduleValues(schedule: OfficialExamSchedule, title: string, now: number): ScheduleFormValues {
  const window = defaultWindow(now);
  return { ...scheduleValues(schedule), title, opensAt: toLocalInput(window.opensAt), closesAt: toLocalInput(window.closesAt) };
}

/** A whole number within the range, or null (a decimal, a blank, text). */
function wholeNumber(value: string, range: { min: number; max: number }): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= range.min && n <= range.max ? n : null;
}

/** Checks every field at once (each message beside its field) and builds the request. */
export function checkScheduleForm(values: ScheduleFormValues, definition: AreaDefinition, now: number): ScheduleFormCheck {
  const fields: ScheduleFormErrors['fields'] = {};
  const title = values.title.trim();
  if (title === '') fields.title = 'form.errors.titleRequired';
  else if (title.length > LIMITS.titleLength) fields.title = 'form.errors.titleTooLong';
  if (values.organizations.length === 0) fields.organizations = 'form.errors.organizationsRequired';

  const questionCount = wholeNumber(values.questionCount, LIMITS.questionCount);
  if (questionCount === null) fields.questionCount = 'form.errors.questionCount';
  const timeLimitMinutes = wholeNumber(values.timeLimitMinutes, LIMITS.timeLimitMinutes);
  if (timeLimitMinutes === null) fields.timeLimitMinutes = 'form.errors.timeLimit';
  const attempts = wholeNumber(values.attempts, LIMITS.attempts);
  if (attempts === null) fields.attempts = 'form.errors.attempts';

  const opensAt = fromLocalInput(values.opensAt);
  const closesAt = fromLocalInput(values.closesAt);
  if (opensAt === null) fields.opensAt = 'form.errors.dateInvalid';
  if (closesAt === null) fields.closesAt = 'form.errors.dateInvalid';
  else if (Date.parse(closesAt) <= now) fields.closesAt = 'form.errors.closesInPast';
  else if (opensAt !== null && Date.parse(closesAt) <= Date.parse(opensAt)) fields.closesAt = 'form.errors.closesBeforeOpens';

  // On a loop, the area also refuses what the loop cannot carry (EQ: more bands than it reveals).
  const checked = definition.validateSettings(values.draft, { programme: values.programme });
  const settings = checked.ok ? {} : checked.errors;
  const refused = Object.keys(fields).length > 0;
  if (refused || !checked.ok || questionCount === null || timeLimitMinutes === null || attempts === null || opensAt === null || closesAt === null) {
    return { ok: false, errors: { fields, settings } };
  }
  return {
    ok: true,
    request: {
      area: values.area,
      title,
      organizations: [...values.organizations],
      settings: checked.settings,
      questionCount,
      opensAt,
      closesAt,
      timeLimitSeconds: timeLimitMinutes * 60,
      attempts,
      counts: values.counts,
      programme: values.programme,
    },
  };
}

export const NO_FORM_ERRORS: ScheduleFormErrors = { fields: {}, settings: {} };

/** Which messages the form shows: none until the teacher first tries to save (all), or to hear the settings (theirs). */
export type ShownErrors = 'none' | 'settings' | 'all';

export function shownErrors(shown: ShownErrors, values: ScheduleFormValues, definition: AreaDefinition, now: number): ScheduleFormErrors {
  if (shown === 'none') return NO_FORM_ERRORS;
  const check = checkScheduleForm(values, definition, now);
  if (check.ok) return NO_FORM_ERRORS;
  return shown === 'all' ? check.errors : { fields: {}, settings: check.errors.settings };
}
