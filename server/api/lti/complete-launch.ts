import { randomUUID } from 'node:crypto';
import { deepLinkPath, isTeacherPage, LTI_LAUNCHED_PATH } from '../../../src/api-contract';
import { scheduleResultsPath } from '../../../src/lib/schedule-results-path';
import { isUuid } from '../../../src/lib/uuid';
import type { Database } from '../db';
import { isCourseExam } from './course-exams';
import { teachesIn } from './lti-claims';
import { linkGrades } from './grade-outbox';
import { claimedSender, verifyLaunchToken, type PlatformKeySets, type VerifiedLaunch } from './launch-token';
import { saveDeepLinkRequest } from './deep-linking';
import { isOwnTarget, takeLogin } from './oidc-login';
import { LtiRefusal } from './lti-refusal';
import { ltiUserOf, studentIdOf } from './lti-users';
import { signSession, type SessionSubject } from './lti-session';
import { findPlatform, type LtiPlatform } from './platform-store';
import type { ToolKeys } from './tool-keys';

/** How long a launch keeps its session renewable: a lab session, or an exam and its review. */
export const LAUNCH_HOURS = 8;

export interface LaunchDeps {
  db: Database;
  keys: ToolKeys;
  platformKeys: PlatformKeySets;
  appOrigin: string;
  sessionIssuer: string;
}

export interface LaunchForm {
  id_token?: string;
  state?: string;
}

/** Where the SPA takes the session over (src/lti/): the token rides in the fragment, which no server or log sees. */
export interface CompletedLaunch {
  redirect: string;
  launchId: string;
  userSub: string;
  /** The scheduled exam the launch leads to, if it is one. */
  scheduleId: string | null;
}

async function contextOf(db: Database, platform: LtiPlatform, launch: VerifiedLaunch): Promise<number | null> {
  if (!launch.context) return null;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO lti_contexts (platform_id, deployment_id, context_id, title, label, memberships_url, lineitems_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (platform_id, deployment_id, context_id) DO UPDATE
       SET title = EXCLUDED.title, label = EXCLUDED.label,
           memberships_url = COALESCE(EXCLUDED.memberships_url, lti_contexts.memberships_url),
           lineitems_url = COALESCE(EXCLUDED.lineitems_url, lti_contexts.lineitems_url), updated_at = now()
     RETURNING id`,
    [platform.id, launch.deploymentId, launch.context.id, launch.context.title, launch.context.label, launch.membershipsUrl ?? null, launch.lineitemsUrl ?? null],
  );
  return row?.id ?? null;
}

/** The scheduled exam a link leads to (`?schedule=<id>`, as the exam page reads it), if any. */
export function scheduleOf(target: URL): string | null {
  const id = target.searchParams.get('schedule')?.toLowerCase();
  return isUuid(id) ? id : null;
}

/** The session's subject for a launch's user: an instructor teaches the platform's organization, a learner studies in it. */
function sessionSubject(
  user: { sub: string; name?: string | undefined; email?: string | undefined },
  launchId: string,
  role: { teaches: boolean; organization: string; studentId: string | null },
): SessionSubject {
  return {
    sub: user.sub,
    launchId,
    ...(role.teaches ? { teachesOrganization: role.organization } : {}),
    ...(user.name ? { name: user.name } : {}),
    ...(user.email ? { email: user.email } : {}),
    ...(!role.teaches && role.studentId ? { identity: { organization: role.organization, studentId: role.studentId } } : {}),
  };
}

/** A course's gradebook takes the scores of an exam set for the platform's organization only. */
async function linkGradesInOrganization(db: Database, platform: LtiPlatform, link: { contextId: number | null; scheduleId: string; lineitemUrl: string }): Promise<void> {
  const [set] = await db.query('SELECT 1 FROM official_exam_schedule_organizations WHERE schedule_id = $1 AND organization_id = $2', [
    link.scheduleId,
    platform.organizationId,
  ]);
  if (set) await linkGrades(db, { platformId: platform.id, ...link });
}

/**
 * A resource-link launch: the login's state taken once, the id_token verified completely, the
 * user matched or made, the course remembered, and a session of Auricle's own started.
 */
export async function completeLaunch(deps: LaunchDeps, form: LaunchForm, now: Date): Promise<CompletedLaunch> {
  const { id_token: idToken, state } = form;
  if (!idToken || !state) throw new LtiRefusal('bad-request', `a launch without ${idToken ? 'state' : 'id_token'}`);
  const sender = claimedSender(idToken);
  const platform = await findPlatform(deps.db, sender.issuer, sender.clientId);
  if (!platform) throw new LtiRefusal('unknown-platform', `a launch from ${sender.issuer} (client ${sender.clientId ?? 'not named'})`);
  const login = await takeLogin(deps.db, state, now);
  if (login.platformId !== platform.id) throw new LtiRefusal('replayed', "a launch with another platform's login");
  const launch = await verifyLaunchToken(idToken, platform, deps.platformKeys.of(platform), login.nonce, now);
  if (!launch.deepLinking && !isOwnTarget(launch.targetLinkUri, deps.appOrigin)) throw new LtiRefusal('foreign-target', `a launch to ${launch.targetLinkUri}`);
  if (!launch.teaches && !launch.deepLinking && isTeacherPage(new URL(launch.targetLinkUri).pathname)) throw new LtiRefusal('teacher-link', `a learner's launch to ${launch.targetLinkUri}`);
  const role = { teaches: launch.teaches, organization: platform.organization, studentId: studentIdOf({ ...launch, sourcedId: launch.studentId }) };
  const userSub = await ltiUserOf(deps.db, platform.issuer, launch, role.teaches ? undefined : { organization: role.organization, studentId: role.studentId });
  const contextId = await contextOf(deps.db, platform, launch);
  const launchId = randomUUID();
  // A deep-linking request leads to the teacher's choice; a resource link to its page.
  const deepLinkId = launch.deepLinking ? randomUUID() : null;
  const target = deepLinkId ? null : new URL(launch.targetLinkUri);
  const path = target ? `${target.pathname}${target.search}` : deepLinkPath(deepLinkId ?? '');
  const scheduleId = target ? scheduleOf(target) : null;
  if (scheduleId && launch.lineitemUrl) await linkGradesInOrganization(deps.db, platform, { contextId, scheduleId, lineitemUrl: launch.lineitemUrl });
  // The course's teacher opening an exam's activity sees its results, as a platform's own quiz
  // shows its teacher, where they may read them (an exam of the course's organization alone).
  const landing = scheduleId && role.teaches && (await isCourseExam(deps.db, scheduleId, platform.organizationId)) ? scheduleResultsPath(scheduleId) : path;
  // The launch and its deep-linking request, both or neither: its page reads the request.
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO lti_launches (id, platform_id, user_sub, context_id, resource_link_id, roles, lineitem_url, target, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9::timestamptz + make_interval(hours => $10))`,
      [launchId, platform.id, userSub, contextId, launch.resourceLinkId, launch.roles, launch.lineitemUrl ?? null, path, now, LAUNCH_HOURS],
    );
    if (deepLinkId && launch.deepLinking) await saveDeepLinkRequest(tx, { id: deepLinkId, launchId, deploymentId: launch.deploymentId, settings: launch.deepLinking }, now);
  });
  const session = await signSession(deps.keys, deps.sessionIssuer, sessionSubject({ ...launch, sub: userSub }, launchId, role), now);
  const fragment = new URLSearchParams({ session: session.token, expires: session.expiresAt, target: landing });
  return { redirect: `${deps.appOrigin}${LTI_LAUNCHED_PATH}#${fragment.toString()}`, launchId, userSub, scheduleId };
}

/** A new session for a launch still valid; null once it is not (the student launches again from the course). */
export async function renewSession(deps: Pick<LaunchDeps, 'db' | 'keys' | 'sessionIssuer'>, launchId: string, now: Date) {
  const [row] = await deps.db.query<{ user_sub: string; roles: string[]; organization: string; student_id: string | null; name: string; email: string }>(
    `SELECT l.user_sub, l.roles, o.name AS organization, u.student_id, u.name, u.email
       FROM lti_launches l JOIN lti_platforms p ON p.id = l.platform_id JOIN organizations o ON o.id = p.organization_id
       JOIN users u ON u.sub = l.user_sub
      WHERE l.id = $1 AND l.expires_at > $2`,
    [launchId, now],
  );
  if (!row) return null;
  const role = { teaches: teachesIn(row.roles), organization: row.organization, studentId: row.student_id };
  return signSession(deps.keys, deps.sessionIssuer, sessionSubject({ sub: row.user_sub, name: row.name, email: row.email }, launchId, role), now);
}
