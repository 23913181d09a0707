/** `GET /api/health` (alive) and `GET /api/ready` (ready for work), without sign-in: what a proxy or an orchestrator reads. */
import { Type, type Static } from 'typebox';
import { closedObject } from '../shared/common-schemas';

/** The process runs and its event loop answers. */
export const HealthSchema = closedObject({ status: Type.Literal('ok') });
export type Health = Static<typeof HealthSchema>;

/** Each check: 'ok', or what is wrong ('unreachable', 'pending: <migration>', 'delayed 1200 ms', what the start still does). */
export const ReadyChecksSchema = closedObject({
  database: Type.String(),
  migrations: Type.String(),
  eventLoop: Type.String(),
  /** A process that listens before it is ready (server/api/startup.ts): what its start still does. */
  startup: Type.Optional(Type.String()),
});
export type ReadyChecks = Static<typeof ReadyChecksSchema>;

export const ReadySchema = closedObject({ status: Type.Literal('ready'), checks: ReadyChecksSchema });
export type Ready = Static<typeof ReadySchema>;

/** The 503: the checks that are not 'ok', named. */
export const NotReadySchema = closedObject({
  status: Type.Literal('not-ready'),
  failed: Type.Array(Type.Enum(['database', 'migrations', 'eventLoop', 'startup'], { type: 'string' })),
  checks: ReadyChecksSchema,
});
export type NotReady = Static<typeof NotReadySchema>;

export const healthRoutes = {
  health: { method: 'GET', url: '/health', schema: { response: { 200: HealthSchema } } },
  ready: { method: 'GET', url: '/ready', schema: { response: { 200: ReadySchema, 503: NotReadySchema } } },
} as const;
