/**
 * The session of an LTI launch in this browser tab (server/api/lti/lti-session.ts): the API hands
 * it over in the fragment of `/lti/launched`, and the tab keeps it in its sessionStorage. No
 * cookie carries it, so a platform's iframe in a browser that blocks third-party cookies (Safari)
 * keeps it; a tab of its own (a platform's "open in a new window") has its own.
 */
import { isFramedLtiPage, LTI_DEEP_LINK_PATH, LTI_ENDED_PATH, LTI_LAUNCHED_PATH, LTI_REFUSED_PATH, LTI_REGISTERED_PATH } from '../api-contract';
import { sanitizeReturnTo } from '../auth/return-path';
import type { KeyValueStorage } from '../lib/storage';

export { LTI_DEEP_LINK_PATH, LTI_ENDED_PATH, LTI_LAUNCHED_PATH, LTI_REFUSED_PATH, LTI_REGISTERED_PATH };

/** A teacher's page of the learning platforms (src/lti/platforms-page.tsx). */
export const PLATFORMS_PATH = '/platforms';

const SESSION_KEY = 'lti-session';

export interface LtiSessionRecord {
  token: string;
  /** ISO time. */
  expiresAt: string;
}

export function readLtiSession(storage: KeyValueStorage): LtiSessionRecord | null {
  const raw = storage.get(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LtiSessionRecord>;
    return typeof parsed.token === 'string' && typeof parsed.expiresAt === 'string' ? { token: parsed.token, expiresAt: parsed.expiresAt } : null;
  } catch {
    return null;
  }
}

export const writeLtiSession = (storage: KeyValueStorage, session: LtiSessionRecord): void => storage.set(SESSION_KEY, JSON.stringify(session));
export const clearLtiSession = (storage: KeyValueStorage): void => storage.remove(SESSION_KEY);

/**
 * On `/lti/launched#session=…&expires=…&target=…`: keeps the session and answers the page the
 * launch leads to (a path of Auricle, else home); null on any other page, and in a course page's
 * frame unless the launch leads to a page shown there (the others open a window of their own).
 */
export function takeLaunch(location: Pick<Location, 'pathname' | 'hash'>, storage: KeyValueStorage, framed = false): string | null {
  if (location.pathname !== LTI_LAUNCHED_PATH) return null;
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (framed && !isFramedLtiPage(fragment.get('target') ?? '')) return null;
  const token = fragment.get('session');
  const expiresAt = fragment.get('expires');
  if (!token || !expiresAt || Number.isNaN(Date.parse(expiresAt))) return LTI_ENDED_PATH;
  writeLtiSession(storage, { token, expiresAt });
  return sanitizeReturnTo(fragment.get('target'));
}

/**
 * Whether the tab signs in with an LTI launch's session only: one handed over to it, or any tab
 * in a frame. A frame never signs in through the identity provider, whose silent sign-in would
 * put a teacher's whole Auricle inside any page that frames it.
 */
export const signsInByLaunch = (storage: KeyValueStorage, framed: boolean): boolean => framed || readLtiSession(storage) !== null;
