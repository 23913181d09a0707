/**
 * The course's roster from the platform (LTI Names and Role Provisioning Services 2.0): every
 * active learner of a course an exam is linked to becomes an Auricle student of the platform's
 * organization, so the exam's results list the whole class before anyone opened it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { learnsIn } from './lti-claims';
import { ltiUserOf, studentIdOf } from './lti-users';
import { platformById } from './platform-store';
import { LTI_SCOPES, type PlatformTokens } from './platform-token';

/** A roster is read again at most this often per course. */
export const ROSTER_MAX_AGE_MS = 10 * 60_000;
const MAX_PAGES = 100;
const MEMBERSHIPS = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

interface Member {
  user_id?: unknown;
  roles?: unknown;
  status?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
  lis_person_sourcedid?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The `next` page of a Link header (RFC 8288), as the service pages its members. */
export function nextPage(link: string | null): string | null {
  for (const part of link?.split(',') ?? []) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part.trim());
    if (match?.[1]) return match[1];
  }
  return null;
}

export interface RosterDeps {
  db: Database;
  tokens: PlatformTokens;
  clock: () => Date;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}

/** Reads a course's roster and makes its active learners students; resolves to how many it read. */
export async function syncRoster(deps: RosterDeps, contextId: number): Promise<number> {
  const fetchApi = deps.fetch ?? fetch;
  const [context] = await deps.db.query<{ platform_id: number; memberships_url: string | null }>('SELECT platform_id, memberships_url FROM lti_contexts WHERE id = $1', [contextId]);
  const platform = context?.memberships_url ? await platformById(deps.db, context.platform_id) : null;
  if (!context?.memberships_url || !platform) return 0;
  const token = await deps.tokens.token(platform, LTI_SCOPES.memberships, deps.clock());
  let url: string | null = context.memberships_url;
  let learners = 0;
  for (let page = 0; url && page < MAX_PAGES; page += 1) {
    const res = await fetchApi(url, { headers: { authorization: `Bearer ${token}`, accept: MEMBERSHIPS }, signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`the platform's roster answered ${res.status}`);
    const body = (await res.json()) as { members?: Member[] };
    for (const member of body.members ?? []) {
      const subject = text(member.user_id);
      const roles = Array.isArray(member.roles) ? member.roles.filter((role): role is string => typeof role === 'string') : [];
      if (!subject || (member.status !== undefined && member.status !== 'Active') || !learnsIn(roles.map(fullRole))) continue;
      const person = {
        subject,
        name: text(member.name) ?? ([text(member.given_name), text(member.family_name)].filter(Boolean).join(' ') || undefined),
        email: text(member.email),
      };
      await ltiUserOf(deps.db, platform.issuer, person, { organization: platform.organization, studentId: studentIdOf({ ...person, sourcedId: text(member.lis_person_sourcedid) }) });
      learners += 1;
    }
    url = nextPage(res.headers.get('link'));
  }
  await deps.db.query('UPDATE lti_contexts SET roster_synced_at = $2 WHERE id = $1', [contextId, deps.clock()]);
  return learners;
}

/** NRPS may give a role by its short name ("Learner"); the launch's full URI is what `learnsIn` reads. */
const fullRole = (role: string): string => (role.includes('://') ? role : `http://purl.imsglobal.org/vocab/lis/v2/membership#${role}`);

/** Reads again the rosters of the courses an exam is linked to that are older than `ROSTER_MAX_AGE_MS`; a failure is logged, not thrown. */
export async function refreshRosters(deps: RosterDeps, scheduleId: string): Promise<void> {
  const stale = await deps.db.query<{ id: number }>(
    `SELECT DISTINCT c.id FROM lti_grade_links l JOIN lti_contexts c ON c.id = l.context_id
      WHERE l.schedule_id = $1 AND c.memberships_url IS NOT NULL
        AND (c.roster_synced_at IS NULL OR c.roster_synced_at < $2::timestamptz - make_interval(secs => $3))`,
    [scheduleId, deps.clock(), ROSTER_MAX_AGE_MS / 1000],
  );
  for (const { id } of stale) {
    await syncRoster(deps, id).catch((error: unknown) => deps.log.warn({ context: id, err: error }, 'the course roster could not be read'));
  }
}
