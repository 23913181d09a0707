import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { createAuthSession } from './auth-session';
import { createFakeAuthClient, unsignedJwt } from '../../tests/helpers/fake-auth-client';

afterEach(() => {
  vi.restoreAllMocks();
});

const teacher = { sub: 'demo|teacher', name: 'Prof. Chen', email: 'teacher@auricle.example' };

describe('auth session', () => {
  it('signs in silently on load and reads the permissions from the access token', async () => {
    const client = createFakeAuthClient({ authenticated: true, user: teacher, accessToken: unsignedJwt({ permissions: ['read:admin'] }) });
    await createAuthSession(client).init('/eq');
    const state = sessionStore.getState();
    expect(client.checkSession).toHaveBeenCalledTimes(1);
    expect(state.authStatus).toBe('authenticated');
    expect(state.user).toEqual(teacher);
    expect(state.permissions).toEqual(['read:admin']);
  });

  it("reads from the token the one organization a course's instructor teaches", async () => {
    const token = unsignedJwt({ permissions: ['read:admin'], 'https://auricle.app/teaches_organization': 'Conservatory of Music' });
    await createAuthSession(createFakeAuthClient({ authenticated: true, user: teacher, accessToken: token })).init('/eq');
    expect(sessionStore.getState().user).toEqual({ ...teacher, teachesOrganization: 'Conservatory of Music' });
  });

  it('logs a permission failure and leaves an empty list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createFakeAuthClient({ authenticated: true, user: teacher, accessToken: new Error('login_required') });
    await createAuthSession(client).init('/');
    expect(sessionStore.getState().authStatus).toBe('authenticated');
    expect(sessionStore.getState().permissions).toEqual([]);
    expect(log).toHaveBeenCalledWith('Could not load permissions', expect.any(Error));
  });

  it('is signed out without a provider session, and skips the silent check on /callback', async () => {
    const client = createFakeAuthClient({ authenticated: false });
    const session = createAuthSession(client);
    await session.init('/callback');
    expect(client.checkSession).not.toHaveBeenCalled();
    expect(sessionStore.getState().authStatus).toBe('loading');
    await session.init('/');
    expect(sessionStore.getState().authStatus).toBe('anonymous');
  });

  it('completes the callback once and returns the original full path', async () => {
    const client = createFakeAuthClient({ user: teacher, accessToken: unsignedJwt({}), callback: { returnTo: '/report/eqreport?x=1#h' } });
    const session = createAuthSession(client);
    const url = 'http://127.0.0.1/callback?code=c&state=s';
    const [first, second] = await Promise.all([session.completeCallback(url), session.completeCallback(url)]);
    expect(first).toBe('/report/eqreport?x=1#h');
    expect(second).toBe(first);
    expect(client.handleRedirectCallback).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().authStatus).toBe('authenticated');
  });

  it('on a failed callback goes home with the translated error in the snackbar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('Invalid state'), { error: 'state_mismatch', error_description: 'Invalid state' });
    const session = createAuthSession(createFakeAuthClient({ callback: failure }));
    await expect(session.completeCallback('http://127.0.0.1/callback?state=x')).resolves.toBe('/');
    const { authStatus, error } = sessionStore.getState();
    expect(authStatus).toBe('anonymous');
    expect(error?.status).toBe(401);
    expect(error?.message).toMatch(/invalid state/i);
  });

  it('starts sign-in with a safe return path', async () => {
    const client = createFakeAuthClient();
    const session = createAuthSession(client);
    await session.login('/report/eqreport?x=1#h');
    await session.login('//evil.example');
    expect(client.loginWithRedirect.mock.calls).toEqual([['/report/eqreport?x=1#h'], ['/']]);
  });

  it('clears the permissions on logout before leaving for the provider', async () => {
    const client = createFakeAuthClient({ authenticated: true, user: teacher, accessToken: unsignedJwt({ permissions: ['read:admin'] }) });
    const session = createAuthSession(client);
    await session.init('/');
    let permissionsAtLogout: readonly string[] | undefined;
    client.logout.mockImplementation(async () => {
      permissionsAtLogout = sessionStore.getState().permissions;
    });
    await session.logout();
    expect(client.logout).toHaveBeenCalledTimes(1);
    expect(permissionsAtLogout).toEqual([]);
  });
});

describe('a failed callback with a live provider session', () => {
  it('signs in silently instead of showing an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('Invalid state'), { error: 'missing_transaction' });
    const client = createFakeAuthClient({ authenticated: true, user: teacher, accessToken: unsignedJwt({}), callback: failure });
    await expect(createAuthSession(client).completeCallback('http://127.0.0.1/callback?state=old')).resolves.toBe('/');
    expect(sessionStore.getState().authStatus).toBe('authenticated');
    expect(sessionStore.getState().error).toBeNull();
  });
});
