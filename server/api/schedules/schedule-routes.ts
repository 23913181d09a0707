/**
 * `/api/official-exam-schedules`: teachers (read:admin) set, list, edit, close and delete
 * scheduled official exams; a student lists those of their organization (docs/architecture.md,
 * Scheduled exams).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  API_ERROR_CODES,
  type OfficialExamSchedule,
  type OfficialExamScheduleList,
  type OfficialExamScheduleQuery,
  type OfficialExamScheduleRequest,
  type OfficialExamScheduleUpdate,
} from '../../../src/api-contract';
import { ADMIN_PERMISSION, currentUser, requirePermission } from '../auth';
import type { Database } from '../db';
import { httpError } from '../http-error';
import { areaSchema, uuidSchema } from '../route-schemas';
import { ORGANIZATION_MAX_LENGTH } from '../users/student-identity';
import { upsertUser } from '../users/user-store';
import { registerDraftPreviewRoutes } from './schedule-draft-preview';
import { registerSchedulePreviewRoutes, type PreviewRouteDeps } from './schedule-preview';
import { COUNTED_ATTEMPTS, checkScheduleRequest } from './schedule-rules';
import { findScheduleRow, listAdminScheduleRows, listStudentScheduleRows, toAdminSchedule, toStudentSchedule } from './schedule-store';
import { planScheduleUpdate } from './schedule-update';
import { closeScheduleAt, deleteSchedule, insertSchedule, updateSchedule } from './schedule-writes';

/** The shape of a request; the values are checked by schedule-rules.ts, with messages naming the field. */
const scheduleProperties = {
  area: areaSchema,
  title: { type: 'string', maxLength: 1000 },
  organizations: { type: 'array', maxItems: 1000, items: { type: 'integer' } },
  // Any JSON: the area validates it.
  settings: {},
  questionCount: { type: 'integer' },
  opensAt: { type: 'string', format: 'date-time' },
  closesAt: { type: 'string', format: 'date-time' },
  timeLimitSeconds: { type: 'integer' },
  attempts: { type: 'integer' },
  counts: { type: 'string', enum: [...COUNTED_ATTEMPTS] },
  // A loop of the programme library or null (pink noise), checked by schedule-rules.ts.
  programme: { type: ['string', 'null'], maxLength: 100 },
} as const;

const createSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['area', 'title', 'organizations', 'settings', 'questionCount', 'opensAt', 'closesAt', 'timeLimitSeconds', 'attempts', 'counts'],
    properties: scheduleProperties,
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: uuidSchema } } as const;

const updateSchema = {
  params: idParams,
  body: { type: 'object', additionalProperties: false, minProperties: 1, properties: scheduleProperties },
} as const;

const listSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: ['upcoming', 'open', 'closed'] },
      area: areaSchema,
      organization: { type: 'string', maxLength: ORGANIZATION_MAX_LENGTH },
    },
  },
} as const;

type IdParams = { id: string };

export interface ScheduleRouteDeps extends PreviewRouteDeps {
  db: Database;
  /** A schedule's status (upcoming, open, closed) depends on the time (tests move it). */
  clock: () => Date;
}

export function registerScheduleRoutes(app: FastifyInstance, deps: ScheduleRouteDeps): void {
  const { db, clock } = deps;
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  async function adminSchedule(id: string): Promise<OfficialExamSchedule> {
    const now = clock();
    const row = (await listAdminScheduleRows(db, { id }, now))[0];
    if (!row) throw httpError(404, 'Scheduled exam not found');
    return toAdminSchedule(row, now);
  }

  /** A student's own schedules: their organization's, not closed; a teacher's: all of them, filtered. */
  app.get<{ Querystring: OfficialExamScheduleQuery }>('/official-exam-schedules', { schema: listSchema }, async (request): Promise<OfficialExamScheduleList> => {
    const user = currentUser(request);
    const { status, area, organization } = request.query;
    const now = clock();
    if (user.permissions.includes(ADMIN_PERMISSION)) {
      const rows = await listAdminScheduleRows(db, { status, area, organization }, now);
      return { rows: rows.map((row) => toAdminSchedule(row, now)) };
    }
    const { organizationId } = await upsertUser(db, user, request.log);
    if (organizationId === null) return { rows: [] };
    const rows = await listStudentScheduleRows(db, user.sub, { status, area, organizationId, notClosed: true }, now);
    return { rows: rows.map((row) => toStudentSchedule(row, now)) };
  });

  app.get<{ Params: IdParams }>('/official-exam-schedules/:id', { schema: { params: idParams } }, async (request): Promise<OfficialExamSchedule> => {
    const user = currentUser(request);
    const id = request.params.id.toLowerCase();
    if (user.permissions.includes(ADMIN_PERMISSION)) return adminSchedule(id);
    const now = clock();
    const row = (await listStudentScheduleRows(db, user.sub, { id }, now))[0];
    if (!row) throw httpError(404, 'Scheduled exam not found');
    const { organizationId } = await upsertUser(db, user, request.log);
    if (!row.organizations.some((o) => o.id === organizationId)) {
      throw httpError(403, 'This exam is set for other organizations than yours.', API_ERROR_CODES.scheduleNotForYou);
    }
    return toStudentSchedule(row, now);
  });

  app.post<{ Body: OfficialExamScheduleRequest }>(
    '/official-exam-schedules',
    { ...adminOnly, schema: createSchema },
    async (request, reply): Promise<OfficialExamSchedule> => {
      const admin = currentUser(request);
      const now = clock();
      const values = await checkScheduleRequest(deps, request.body, now);
      const id = randomUUID();
      await db.transaction((tx) => insertSchedule(tx, id, values, admin.sub, now));
      request.log.info({ schedule: id }, 'official exam scheduled');
      reply.status(201);
      return adminSchedule(id);
    },
  );

  app.patch<{ Params: IdParams; Body: OfficialExamScheduleUpdate }>(
    '/official-exam-schedules/:id',
    { ...adminOnly, schema: updateSchema },
    async (request): Promise<OfficialExamSchedule> => {
      const id = request.params.id.toLowerCase();
      const now = clock();
      await db.transaction(async (tx) => {
        // Locked: nobody is issued an exam of it until this edit is stored (issuing takes a share lock).
        const row = await findScheduleRow(tx, id, 'UPDATE');
        if (!row) throw httpError(404, 'Scheduled exam not found');
        const change = await planScheduleUpdate({ db: tx, areas: deps.areas }, row, request.body, now);
        if (change.kind === 'edit') await updateSchedule(tx, id, change.values, now);
        if (change.kind === 'close') await closeScheduleAt(tx, id, change.closesAt, now);
      });
      return adminSchedule(id);
    },
  );

  app.delete<{ Params: IdParams }>('/official-exam-schedules/:id', { ...adminOnly, schema: { params: idParams } }, async (request, reply) => {
    const id = request.params.id.toLowerCase();
    await db.transaction(async (tx) => {
      const row = await findScheduleRow(tx, id, 'UPDATE');
      if (!row) throw httpError(404, 'Scheduled exam not found');
      if (row.started) {
        throw httpError(409, `“${row.title}” has been started by a student: it can be closed early, not deleted.`, API_ERROR_CODES.scheduleStarted);
      }
      await deleteSchedule(tx, id);
    });
    return reply.status(204).send();
  });

  registerSchedulePreviewRoutes(app, deps);
  registerDraftPreviewRoutes(app, deps);
}
