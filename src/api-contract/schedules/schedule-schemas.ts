/**
 * `/api/official-exam-schedules`: teachers set, list, edit, close and delete scheduled official
 * exams, and preview them; a student lists those of their organization.
 */
import { Type, type Static } from 'typebox';
import { ORGANIZATION_MAX_LENGTH } from '../me/identity-limits';
import { AudioBranchSchema, CountedAttemptSchema } from '../official-exams/official-exam-schemas';
import { OrganizationSchema } from '../organizations/organization-schemas';
import { AnyJsonSchema, AreaSchema, closedObject, nullable, ProgrammeRequestSchema, TimeSchema, UuidSchema } from '../shared/common-schemas';
import { flacAudioResponse } from '../shared/file-schemas';
import { SCHEDULE_PREVIEW_SAMPLES, SCHEDULE_STATUSES } from './schedule-limits';

/** The shape of a request; the values are checked by the API's rules (server/api/schedules/schedule-rules.ts), with messages naming the field. */
const scheduleRequestProperties = {
  area: AreaSchema,
  title: Type.String({ maxLength: 1000 }),
  /** Organization ids: who may take it. */
  organizations: Type.Array(Type.Integer(), { maxItems: 1000 }),
  /** Validated by the area, as practice settings are. */
  settings: AnyJsonSchema,
  questionCount: Type.Integer(),
  /** ISO 8601; `closesAt` after `opensAt`, and not in the past when created. */
  opensAt: Type.String({ format: 'date-time' }),
  closesAt: Type.String({ format: 'date-time' }),
  /** From a student's start to the end of their attempt (cut at `closesAt`). */
  timeLimitSeconds: Type.Integer(),
  /** Attempts per student, at least 1. */
  attempts: Type.Integer(),
  counts: CountedAttemptSchema,
  /**
   * The material: a loop of the programme library (its id) the questions are made for and their
   * sounds rendered on; null or absent: pink noise. Only for settings whose questions play the
   * programme (not a sound of their own).
   */
  programme: Type.Optional(ProgrammeRequestSchema),
};

/** `POST /api/official-exam-schedules` (read:admin): an area's exam with the teacher's settings, for some organizations, open between two times. */
export const OfficialExamScheduleRequestSchema = Type.Object(scheduleRequestProperties, { additionalProperties: false });
export type OfficialExamScheduleRequest = Static<typeof OfficialExamScheduleRequestSchema>;

/**
 * `PATCH /api/official-exam-schedules/:id`: what is left out stays. Once someone has started the
 * exam only `closesAt` may move, and only earlier (closing it early: `closesAt` now).
 */
export const OfficialExamScheduleUpdateSchema = Type.Partial(OfficialExamScheduleRequestSchema, { additionalProperties: false, minProperties: 1 });
export type OfficialExamScheduleUpdate = Static<typeof OfficialExamScheduleUpdateSchema>;

export const ScheduleStatusSchema = Type.Enum(SCHEDULE_STATUSES, { type: 'string' });

export const OfficialExamScheduleSchema = closedObject({
  id: UuidSchema,
  area: AreaSchema,
  title: Type.String(),
  organizations: Type.Array(OrganizationSchema),
  settings: AnyJsonSchema,
  questionCount: Type.Integer(),
  opensAt: TimeSchema,
  closesAt: TimeSchema,
  timeLimitSeconds: Type.Integer(),
  attempts: Type.Integer(),
  counts: CountedAttemptSchema,
  /** The loop of the programme library it is played on; null: pink noise. */
  programme: nullable(Type.String()),
  status: ScheduleStatusSchema,
  /** Someone has started it: it is no longer edited or deleted, only closed early. */
  started: Type.Boolean(),
  createdAt: TimeSchema,
  updatedAt: TimeSchema,
  /** A student's list only: attempts this student has used, and the exam they have open now. */
  attemptsUsed: Type.Optional(Type.Integer({ minimum: 0 })),
  openExamId: Type.Optional(nullable(UuidSchema)),
  /** A read:admin list only: students who started it, and who handed it in. */
  startedCount: Type.Optional(Type.Integer({ minimum: 0 })),
  submittedCount: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type OfficialExamSchedule = Static<typeof OfficialExamScheduleSchema>;

/**
 * `GET /api/official-exam-schedules`: a student gets the open and upcoming exams of their
 * organization; a read:admin holder gets all of them, filtered by these.
 */
export const OfficialExamScheduleQuerySchema = Type.Object(
  {
    status: Type.Optional(ScheduleStatusSchema),
    area: Type.Optional(AreaSchema),
    organization: Type.Optional(Type.String({ maxLength: ORGANIZATION_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type OfficialExamScheduleQuery = Static<typeof OfficialExamScheduleQuerySchema>;

export const OfficialExamScheduleListSchema = closedObject({ rows: Type.Array(OfficialExamScheduleSchema) });
export type OfficialExamScheduleList = Static<typeof OfficialExamScheduleListSchema>;

export const ScheduleIdParamsSchema = Type.Object({ id: UuidSchema });

/** `GET /api/official-exam-schedules/:id/preview`: a sample question as the students will hear it, with its answer. */
export const SchedulePreviewSchema = closedObject({
  /** The sample's number (0-based) among the previews; audio at `.../preview/audio/:branch?sample=n`. */
  sample: Type.Integer({ minimum: 0 }),
  samples: Type.Integer({ minimum: 1 }),
  question: AnyJsonSchema,
  /** The area's `rightAnswer` of the sample question. */
  answer: AnyJsonSchema,
});
export type SchedulePreview = Static<typeof SchedulePreviewSchema>;

export const SchedulePreviewQuerySchema = Type.Object(
  { sample: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', default: '0' })) },
  { additionalProperties: false },
);

export const SchedulePreviewAudioParamsSchema = Type.Object({ id: UuidSchema, branch: AudioBranchSchema });

/**
 * `POST /api/official-exam-schedules/preview` (its sound: `.../preview/audio/:branch`): a sample of
 * settings not saved yet, checked as a new exam's are; the same settings give the same samples.
 */
export const SchedulePreviewDraftSchema = Type.Object(
  {
    area: AreaSchema,
    settings: AnyJsonSchema,
    /** 0-based, below `SchedulePreview.samples`. */
    sample: Type.Integer({ minimum: 0, maximum: SCHEDULE_PREVIEW_SAMPLES - 1 }),
    /** The material, as in OfficialExamScheduleRequest. */
    programme: Type.Optional(ProgrammeRequestSchema),
  },
  { additionalProperties: false },
);
export type SchedulePreviewDraft = Static<typeof SchedulePreviewDraftSchema>;

export const DraftPreviewAudioParamsSchema = Type.Object({ branch: AudioBranchSchema });

export const scheduleRoutes = {
  list: { method: 'GET', url: '/official-exam-schedules', schema: { querystring: OfficialExamScheduleQuerySchema, response: { 200: OfficialExamScheduleListSchema } } },
  get: { method: 'GET', url: '/official-exam-schedules/:id', schema: { params: ScheduleIdParamsSchema, response: { 200: OfficialExamScheduleSchema } } },
  create: { method: 'POST', url: '/official-exam-schedules', schema: { body: OfficialExamScheduleRequestSchema, response: { 201: OfficialExamScheduleSchema } } },
  update: {
    method: 'PATCH',
    url: '/official-exam-schedules/:id',
    schema: { params: ScheduleIdParamsSchema, body: OfficialExamScheduleUpdateSchema, response: { 200: OfficialExamScheduleSchema } },
  },
  remove: { method: 'DELETE', url: '/official-exam-schedules/:id', schema: { params: ScheduleIdParamsSchema, response: { 204: Type.Null() } } },
  preview: {
    method: 'GET',
    url: '/official-exam-schedules/:id/preview',
    schema: { params: ScheduleIdParamsSchema, querystring: SchedulePreviewQuerySchema, response: { 200: SchedulePreviewSchema } },
  },
  previewAudio: {
    method: 'GET',
    url: '/official-exam-schedules/:id/preview/audio/:branch',
    schema: { params: SchedulePreviewAudioParamsSchema, querystring: SchedulePreviewQuerySchema, response: { 200: flacAudioResponse } },
  },
  draftPreview: { method: 'POST', url: '/official-exam-schedules/preview', schema: { body: SchedulePreviewDraftSchema, response: { 200: SchedulePreviewSchema } } },
  draftPreviewAudio: {
    method: 'POST',
    url: '/official-exam-schedules/preview/audio/:branch',
    schema: { params: DraftPreviewAudioParamsSchema, body: SchedulePreviewDraftSchema, response: { 200: flacAudioResponse } },
  },
} as const;
