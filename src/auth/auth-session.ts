/**
 * The sign-in life cycle over an `AuthClient`, written into the session store:
 * silent sign-in on load, the /callback exchange, sign-in and sign-out.
 */
import i18next from 'i18next';
import {
  clearPermissions,
  permissionsFromAccessToken,
  teachesOrganizationOf,
  setError,
  setSignedIn,
  setSignedOut,
  type SessionUser,
} from '../session';
import type { AuthClient, AuthUser } from './auth-client';
import { loginErrorMessage } from './login-errors';
import { CALLBACK_PATH, HOME_PATH, sanitizeReturnTo } from './return-path';

export interface AuthSession {
  /** On app start: silent sign-in unless the page is the callback. */
  init(pathname: string): Promise<void>;
  /** On /callback: completes the sign-in; resolves to where the user goes next. */
  completeCallback(url: string): Promise<string>;
  login(returnTo: string): Promise<void>;
  logout(): Promise<void>;
  getAccessToken(): Promise<string>;
}

/** Status of the snackbar for sign-in failures: the warning colour and the shield icon. */
export const LOGIN_ERROR_STATUS = 401;

function toSessionUser(user: AuthUser | undefined): SessionUser {
  const email = user?.email || undefined;
  const name = user?.name || user?.nickname || email || '';
  return { sub: user?.sub, name, email };
}

export function showLoginError(error: unknown): void {
  const { key, values } = loginErrorMessage(error);
  setError({ status: LOGIN_ERROR_STATUS, message: i18next.t(key, values) });
}

export function createAuthSession(client: AuthClient): AuthSession {
  // StrictMode mounts the callback page twice: complete each callback URL once.
  const callbacks = new Map<string, Promise<string>>();

  // Permissions load whenever the user becomes available while signed in; a failure leaves none.
  async function establish(): Promise<void> {
    const user = await client.getUser();
    let permissions: string[] = [];
    let teachesOrganization: string | undefined;
    try {
      const token = await client.getAccessToken();
      permissions = permissionsFromAccessToken(token);
      teachesOrganization = teachesOrganizationOf(token);
    } catch (error) {
      console.error('Could not load permissions', error);
    }
    setSignedIn({ ...toSessionUser(user), ...(teachesOrganization ? { teachesOrganization } : {}) }, permissions);
  }

  /** Signs in from the provider session when there is one; false otherwise. */
  async function silentSignIn(): Promise<boolean> {
    try {
      await client.checkSession();
      if (await client.isAuthenticated()) {
        await establish();
        return true;
      }
    } catch (error) {
      console.error('Silent sign-in failed', error);
    }
    return false;
  }

  return {
    async init(pathname) {
      if (pathname.toLowerCase() === CALLBACK_PATH) return;
      if (!(await silentSignIn())) setSignedOut();
    },
    completeCallback(url) {
      let pending = callbacks.get(url);
      if (!pending) {
        pending = (async () => {
          try {
            const { returnTo } = await client.handleRedirectCallback(url);
            await establish();
            return returnTo;
          } catch (error) {
            console.error('Sign-in callback failed', error);
            // A stale or replayed callback URL while the provider session is alive is harmless.
            if (await silentSignIn()) return HOME_PATH;
            setSignedOut();
            showLoginError(error);
            return HOME_PATH;
          }
        })();
        callbacks.set(url, pending);
      }
      return pending;
    },
    async login(returnTo) {
      try {
        await client.loginWithRedirect(sanitizeReturnTo(returnTo));
      } catch (error) {
        console.error('Could not start sign-in', error);
        showLoginError(error);
      }
    },
    async logout() {
      clearPermissions();
      try {
        await client.logout();
      } catch (error) {
        console.error('Sign-out failed', error);
        setSignedOut();
      }
    },
    getAccessToken: () => client.getAccessToken(),
  };
}
