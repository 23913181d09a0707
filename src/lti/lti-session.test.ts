import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../lib/storage';
import { LTI_ENDED_PATH, readLtiSession, signsInByLaunch, takeLaunch } from './lti-session';

const launched = (fragment: Record<string, string>) => ({ pathname: '/lti/launched', hash: `#${new URLSearchParams(fragment).toString()}` });

describe('the hand-over of an LTI launch', () => {
  it('keeps the session for the tab and leads to the page of Auricle the launch names', () => {
    const storage = createMemoryStorage();
    expect(takeLaunch(launched({ session: 'a.b.c', expires: '2026-11-30T10:30:00.000Z', target: '/eq?mode=official' }), storage)).toBe('/eq?mode=official');
    expect(readLtiSession(storage)).toEqual({ token: 'a.b.c', expiresAt: '2026-11-30T10:30:00.000Z' });
  });

  it('leads home rather than to another site, and to the ended page without a session', () => {
    expect(takeLaunch(launched({ session: 'a.b.c', expires: '2026-11-30T10:30:00.000Z', target: '//evil.example/eq' }), createMemoryStorage())).toBe('/');
    const storage = createMemoryStorage();
    expect(takeLaunch(launched({ expires: '2026-11-30T10:30:00.000Z', target: '/eq' }), storage)).toBe(LTI_ENDED_PATH);
    expect(readLtiSession(storage)).toBeNull();
  });

  it("in a course page's frame, takes only a teacher's choice of a new activity", () => {
    const session = { session: 'a.b.c', expires: '2026-11-30T10:30:00.000Z' };
    expect(takeLaunch(launched({ ...session, target: '/eq?schedule=1' }), createMemoryStorage(), true)).toBeNull();
    const storage = createMemoryStorage();
    expect(takeLaunch(launched({ ...session, target: '/lti/deep-link/5f0c' }), storage, true)).toBe('/lti/deep-link/5f0c');
    expect(readLtiSession(storage)).not.toBeNull();
  });

  it('does nothing on any other page', () => {
    expect(takeLaunch({ pathname: '/eq', hash: '#session=a.b.c' }, createMemoryStorage())).toBeNull();
  });

  it("signs a tab in by the launch's session alone when it holds one, and always in a frame, never by the identity provider there", () => {
    const storage = createMemoryStorage();
    expect(signsInByLaunch(storage, false)).toBe(false);
    expect(signsInByLaunch(storage, true)).toBe(true);
    takeLaunch(launched({ session: 'a.b.c', expires: '2026-11-30T10:30:00.000Z', target: '/eq' }), storage);
    expect(signsInByLaunch(storage, false)).toBe(true);
  });
});
