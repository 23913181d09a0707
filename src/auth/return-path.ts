/** Where the user returns after signing in: only a same-origin path, never an open redirect. */
export const CALLBACK_PATH = '/callback';
export const HOME_PATH = '/';

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

export function fullPath(location: LocationLike): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function sanitizeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return HOME_PATH;
  // `//host` and `/\host` are protocol-relative URLs in browsers: another origin.
  if (value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return HOME_PATH;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname.toLowerCase() === CALLBACK_PATH) return HOME_PATH;
  return value;
}

/** The return path kept in the SDK's appState, read defensively (it round-trips through storage). */
export function returnToFromAppState(appState: unknown): string {
  if (typeof appState !== 'object' || appState === null) return HOME_PATH;
  return sanitizeReturnTo((appState as { returnTo?: unknown }).returnTo);
}
