/**
 * `/api/official-exam-schedules`: teachers (read:admin) set, list, edit, close and delete
 * scheduled official exams; a student lists those of their organization (docs/architecture.md,
 * Scheduled exams).
 */
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES, type OfficialExamSchedule } from '../../../src/api-contract';
import { scheduleRoutes } from '../../../src/api-contract/schemas';
import { ADMIN_PERMISSION, coversOrganizations, currentUser, organizationFilter, requirePermission } from '../auth';
import type { Database } from '../db';
import { httpError } from '../http-error';
import { upsertUser } from '../users/user-store';
import { registerDraftPreviewRoutes } from './schedule-draft-preview';
import { registerSchedulePreviewRoutes, type PreviewRouteDeps } from './schedule-preview';
import { checkScheduleRequest } from './schedule-rules';
import { requireOrganizationsInScope } from './schedule-scope';
import { findScheduleRow, listAdminScheduleRows, listStudentScheduleRows, toAdminSchedule, toStudentSchedule } from './schedule-store';
import { planScheduleUpdate } from './schedule-update';
import { closeScheduleAt, deleteSchedule, insertSchedule, updateSchedule } from './schedule-writes';

export interface ScheduleRouteDeps extends PreviewRouteDeps {
  db: Database;
  /** A schedule's status (upcoming, open, closed) depends on the time (tests move it). */
  clock: () => Date;
}

export function registerScheduleRoutes(app: FastifyInstance, deps: ScheduleRouteDeps): void {
  const { db, clock } = deps;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  async function adminSchedule(id: string): Promise<OfficialExamSchedule> {
    const now = clock();
    const row = (await listAdminScheduleRows(db, { id }, now))[0];
    if (!row) throw httpError(404, 'Scheduled exam not found');
    return toAdminSchedule(row, now);
  }

  /** A student's own schedules: their organization's, not closed; a teacher's: all of them, filtered. */
  routes.route({
    ...scheduleRoutes.list,
    handler: async (request) => {
      const user = currentUser(request);
      const { status, area, organization } = request.query;
      const now = clock();
      if (user.permissions.includes(ADMIN_PERMISSION)) {
        const rows = await listAdminScheduleRows(db, { status, area, organization: organizationFilter(user, organization) }, now);
        const covered = rows.filter((row) => coversOrganizations(user, row.organizations.map((o) => o.name)));
        return { rows: covered.map((row) => toAdminSchedule(row, now)) };
      }
      const { organizationId } = await upsertUser(db, user, request.log);
      if (organizationId === null) return { rows: [] };
      const rows = await listStudentScheduleRows(db, user.sub, { status, area, organizationId, notClosed: true }, now);
      return { rows: rows.map((row) => toStudentSchedule(row, now)) };
    },
  });

  routes.route({
    ...scheduleRoutes.get,
    handler: async (request) => {
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
    },
  });

  routes.route({
    ...scheduleRoutes.create,
    ...adminOnly,
    handler: async (request, reply) => {
      const admin = currentUser(request);
      const now = clock();
      const values = await checkScheduleRequest(deps, request.body, now);
      await requireOrganizationsInScope(db, admin, values.organizationIds);
      const id = randomUUID();
      await db.transaction((tx) => insertSchedule(tx, id, values, admin.sub, now));
      request.log.info({ schedule: id }, 'official exam scheduled');
      reply.status(201);
      return adminSchedule(id);
    },
  });

  routes.route({
    ...scheduleRoutes.update,
    ...adminOnly,
    handler: async (request) => {
      const id = request.params.id.toLowerCase();
      const now = clock();
      if (request.body.organizations !== undefined) await requireOrganizationsInScope(db, currentUser(request), request.body.organizations);
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
  });

  routes.route({
    ...scheduleRoutes.remove,
    ...adminOnly,
    handler: async (request, reply) => {
      const id = request.params.id.toLowerCase();
      await db.transaction(async (tx) => {
        const row = await findScheduleRow(tx, id, 'UPDATE');
        if (!row) throw httpError(404, 'Scheduled exam not found');
        if (row.started) {
          throw httpError(409, `“${row.title}” has been started by a student: it can be closed early, not deleted.`, API_ERROR_CODES.scheduleStarted);
        }
        await deleteSchedule(tx, id);
      });
      // No body: Fastify sends the empty answer when the handler returns.
      reply.status(204);
    },
  });

  registerSchedulePreviewRoutes(app, deps);
  registerDraftPreviewRoutes(app, deps);
}
