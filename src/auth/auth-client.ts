/** What the app needs from the identity provider's SDK; the rest of the app never touches the SDK. */
export interface AuthUser {
  sub?: string;
  name?: string;
  nickname?: string;
  email?: string;
}

export interface RedirectResult {
  /** The full path (path, query, hash) the user was on when sign-in started. */
  returnTo: string;
}

export interface AuthClient {
  /** Silent sign-in when the provider session exists (called once on load). */
  checkSession(): Promise<void>;
  isAuthenticated(): Promise<boolean>;
  getUser(): Promise<AuthUser | undefined>;
  /** A valid access token for the API, renewed silently; rejects when signed out. */
  getAccessToken(): Promise<string>;
  loginWithRedirect(returnTo: string): Promise<void>;
  /** Completes the sign-in on /callback; `url` is the full callback URL. */
  handleRedirectCallback(url: string): Promise<RedirectResult>;
  /** Ends the local and the provider session and returns to the site origin. */
  logout(): Promise<void>;
}
