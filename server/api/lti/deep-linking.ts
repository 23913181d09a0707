/**
 * LTI Deep Linking 2.0: a teacher, from the platform's activity chooser, adds a scheduled exam
 * (with its gradebook column) or a practice of an area at a difficulty to the course. The
 * request is kept while the teacher chooses in the SPA (`/lti/deep-link/<id>`); the choice is
 * answered with a signed LtiDeepLinkingResponse that the browser posts to the platform's return
 * URL. That post comes from a page of the API's own (`returnPage`), not from the SPA, whose
 * policy lets forms go to its own origin only; a one-time ticket carries the answer there.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { LtiDeepLinkChoice, LtiDeepLinkRequest } from '../../../src/api-contract';
import { API_ERROR_CODES } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { areaPageOf, isAreaOf, type AreaDefinitions } from '../areas';
import { escapeHtml } from '../../html-escape';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import { isCourseExam } from './course-exams';
import { SCORE_MAXIMUM } from './grade-outbox';
import { DEEP_LINKING_RESPONSE, LTI_CLAIMS, LTI_VERSION, RESOURCE_LINK_ITEM } from './lti-claims';
import type { DeepLinkingSettings } from './launch-token';
import { LtiRefusal } from './lti-refusal';
import { hashOf, randomToken } from './one-time-secret';
import { TOOL_KEY_ALGORITHM, type ToolKeys } from './tool-keys';

/** How long a teacher has to choose after the platform's request. */
export const DEEP_LINK_MINUTES = 60;
/** How long the ticket of a chosen answer lasts: the browser uses it at once. */
const TICKET_SECONDS = 120;
/** How long the platform may take the signed answer after it was made. */
const RESPONSE_SECONDS = 600;
/** The line item's tag: a platform lists Auricle's scheduled exams by it. */
export const SCHEDULED_EXAM_TAG = 'auricle-scheduled-exam';

export async function saveDeepLinkRequest(db: Queryable, request: { id: string; launchId: string; deploymentId: string; settings: DeepLinkingSettings }, now: Date): Promise<void> {
  const { settings } = request;
  await db.query(
    `INSERT INTO lti_deep_links (id, launch_id, deployment_id, return_url, data, accept_multiple, accept_line_item, accept_window, title, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz + make_interval(mins => $11))`,
    [
      request.id,
      request.launchId,
      request.deploymentId,
      settings.returnUrl,
      settings.data ?? null,
      settings.acceptMultiple,
      settings.acceptLineItem,
      settings.acceptWindow,
      settings.title ?? null,
      now,
      DEEP_LINK_MINUTES,
    ],
  );
}

interface DeepLinkRow {
  id: string;
  deployment_id: string;
  data: string | null;
  accept_line_item: boolean;
  accept_window: boolean;
  title: string | null;
  expires_at: Date;
  returned_at: Date | null;
  platform: string;
  issuer: string;
  client_id: string;
  organization_id: number;
  organization: string;
  course: string | null;
}

/** The request a teacher's launch made: only theirs. */
async function deepLinkOf(db: Queryable, id: string, userSub: string): Promise<DeepLinkRow> {
  const [row] = await db.query<DeepLinkRow>(
    `SELECT d.id, d.deployment_id, d.data, d.accept_line_item, d.accept_window, d.title, d.expires_at, d.returned_at,
            p.name AS platform, p.issuer, p.client_id, p.organization_id, o.name AS organization, c.title AS course
       FROM lti_deep_links d
       JOIN lti_launches l ON l.id = d.launch_id
       JOIN lti_platforms p ON p.id = l.platform_id
       JOIN organizations o ON o.id = p.organization_id
       LEFT JOIN lti_contexts c ON c.id = l.context_id
      WHERE d.id = $1 AND l.user_sub = $2`,
    [id, userSub],
  );
  if (!row) throw httpError(404, 'No such request from a course');
  return row;
}

const isOpen = (row: DeepLinkRow, now: Date): boolean => row.returned_at === null && new Date(row.expires_at) > now;

export async function readDeepLink(db: Queryable, id: string, userSub: string, now: Date): Promise<LtiDeepLinkRequest> {
  const row = await deepLinkOf(db, id, userSub);
  return {
    id: row.id,
    platform: row.platform,
    course: row.course ?? '',
    organization: row.organization,
    title: row.title,
    gradebook: row.accept_line_item,
    expiresAt: new Date(row.expires_at).toISOString(),
    open: isOpen(row, now),
  };
}

/** A content item (LTI Deep Linking 2.0, 3.1) for the teacher's choice; none for "add nothing". */
async function contentItemOf(
  db: Queryable,
  deps: { areas: AreaDefinitions; appOrigin: string },
  row: DeepLinkRow,
  choice: LtiDeepLinkChoice,
  now: Date,
): Promise<Record<string, unknown> | null> {
  if (choice.kind === 'none') return null;
  // Opened in a window of its own where the platform can (an exam needs the room); else it offers one when framed.
  const window = row.accept_window ? { window: { targetName: '_blank' } } : {};
  if (choice.kind === 'practice') {
    const definition = isAreaOf(deps.areas, choice.area) ? deps.areas[choice.area] : undefined;
    if (!definition?.difficultyPresets.some((preset) => preset.id === choice.difficulty)) throw httpError(400, `difficulty: ${choice.area} has no difficulty ${choice.difficulty}`);
    const query = new URLSearchParams({ mode: choice.mode, difficulty: choice.difficulty });
    return { type: RESOURCE_LINK_ITEM, title: choice.title.trim(), url: `${deps.appOrigin}${areaPageOf(choice.area)}?${query.toString()}`, ...window };
  }
  const [schedule] = await db.query<{ id: string; area: AreaId; opens_at: Date; closes_at: Date }>(
    'SELECT id, area, opens_at, closes_at FROM official_exam_schedules WHERE id = $1 AND closes_at > $2',
    [choice.scheduleId, now],
  );
  if (!schedule || !(await isCourseExam(db, schedule.id, row.organization_id))) throw httpError(409, "This scheduled exam is closed, or not set for the course's organization alone", API_ERROR_CODES.scheduleNotForCourse);
  const title = choice.title.trim();
  const times = { startDateTime: new Date(schedule.opens_at).toISOString(), endDateTime: new Date(schedule.closes_at).toISOString() };
  return {
    type: RESOURCE_LINK_ITEM,
    title,
    url: `${deps.appOrigin}${areaPageOf(schedule.area)}?schedule=${schedule.id}`,
    // The launches of this link name the line item, which links the exam to the gradebook (server/api/lti/grade-outbox.ts).
    ...(row.accept_line_item ? { lineItem: { scoreMaximum: SCORE_MAXIMUM, label: title, resourceId: schedule.id, tag: SCHEDULED_EXAM_TAG } } : {}),
    available: times,
    submission: times,
    ...window,
  };
}

/**
 * Answers the platform's request with the teacher's choice: the signed LtiDeepLinkingResponse
 * (LTI Deep Linking 2.0, 4.5), kept for its one-time ticket. A request expired or already
 * returned to the platform is closed.
 */
export async function answerDeepLink(
  deps: { db: Queryable; keys: ToolKeys; areas: AreaDefinitions; appOrigin: string },
  id: string,
  userSub: string,
  choice: LtiDeepLinkChoice,
  now: Date,
): Promise<{ ticket: string }> {
  const row = await deepLinkOf(deps.db, id, userSub);
  if (!isOpen(row, now)) {
    throw httpError(409, 'This request from the course is over: add the activity again from the course', API_ERROR_CODES.deepLinkClosed);
  }
  const item = await contentItemOf(deps.db, deps, row, choice, now);
  const key = await deps.keys.signingKey();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const response = await new SignJWT({
    nonce: randomUUID(),
    [LTI_CLAIMS.deploymentId]: row.deployment_id,
    [LTI_CLAIMS.messageType]: DEEP_LINKING_RESPONSE,
    [LTI_CLAIMS.version]: LTI_VERSION,
    [LTI_CLAIMS.contentItems]: item ? [item] : [],
    ...(row.data === null ? {} : { [LTI_CLAIMS.deepLinkingData]: row.data }),
  })
    .setProtectedHeader({ alg: TOOL_KEY_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(row.client_id)
    .setAudience(row.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + RESPONSE_SECONDS)
    .sign(key.privateKey);
  const ticket = randomToken();
  await deps.db.query(
    `UPDATE lti_deep_links SET response_jwt = $2, ticket_hash = $3, ticket_expires_at = $4::timestamptz + make_interval(secs => $5) WHERE id = $1`,
    [id, response, hashOf(ticket), now, TICKET_SECONDS],
  );
  return { ticket };
}

/** Takes a ticket once: where the answer goes and the answer. */
export async function takeDeepLinkAnswer(db: Queryable, ticket: string | undefined, now: Date): Promise<{ returnUrl: string; response: string }> {
  if (!ticket) throw new LtiRefusal('deep-link-expired', 'a return without its ticket');
  const [row] = await db.query<{ return_url: string; response_jwt: string }>(
    `UPDATE lti_deep_links SET returned_at = $2
      WHERE ticket_hash = $1 AND returned_at IS NULL AND ticket_expires_at > $2
      RETURNING return_url, response_jwt`,
    [hashOf(ticket), now],
  );
  if (!row) throw new LtiRefusal('deep-link-expired', 'a return with a ticket unknown, used or expired');
  return { returnUrl: row.return_url, response: row.response_jwt };
}

/**
 * The page that posts the answer to the platform (LTI Deep Linking 2.0, 4.5: a form post of
 * `JWT`), and the policy that lets only it do so: its one script by nonce, its form to the
 * return URL's origin, and framing by the platform, whose chooser is often a frame.
 */
export function returnPage(answer: { returnUrl: string; response: string }): { html: string; policy: string } {
  const nonce = randomBytes(16).toString('base64');
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>Auricle</title></head><body>' +
    `<form method="post" action="${escapeHtml(answer.returnUrl)}"><input type="hidden" name="JWT" value="${escapeHtml(answer.response)}"></form>` +
    `<script nonce="${nonce}">document.forms[0].submit()</script></body></html>`;
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `form-action ${new URL(answer.returnUrl).origin}`,
    'frame-ancestors *',
    "base-uri 'none'",
  ].join('; ');
  return { html, policy };
}
