/**
 * The one client of the REST API: attaches the access token, parses JSON, turns failures
 * into `ApiError`, and reports them to the global error surfaces the app wires in.
 */
import { API_ERROR_CODES, type ApiErrorCode } from './api-error-codes';

export type ApiErrorKind = 'network' | 'http';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The body's machine-readable reason, where the server gave one. */
  readonly code: ApiErrorCode | null;

  constructor(status: number, message: string, kind: ApiErrorKind, code: ApiErrorCode | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    this.code = code;
  }
}

/** Where a failure is shown: 401/403 in the error snackbar, outages and 5xx in the backend-error dialog. */
export type ErrorSurface = 'snackbar' | 'dialog' | 'none';

export function errorSurface(error: ApiError): ErrorSurface {
  if (error.kind === 'network' || error.status >= 500) return 'dialog';
  if (error.status === 401 || error.status === 403) return 'snackbar';
  return 'none';
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Resolves the current access token; undefined when signed out. */
  getAccessToken: () => Promise<string | undefined>;
  /** Called for failures of requests made with `reportErrors` (see `errorSurface`). */
  onError: (error: ApiError) => void;
  fetch?: typeof fetch;
}

let options: ApiClientOptions | null = null;

export function configureApiClient(next: ApiClientOptions): void {
  options = next;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  body?: unknown;
  query?: Readonly<Record<string, QueryValue>>;
  signal?: AbortSignal;
  /** Default true: send failures to the snackbar or the backend-error dialog. */
  reportErrors?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function requireOptions(): ApiClientOptions {
  if (!options) throw new Error('configureApiClient() has not been called');
  return options;
}

export function buildApiUrl(baseUrl: string, path: string, query?: ApiRequestOptions['query']): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = new URL(path.replace(/^\/+/, ''), base);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

const isApiErrorCode = (value: unknown): value is ApiErrorCode => (Object.values(API_ERROR_CODES) as unknown[]).includes(value);

async function errorFromResponse(response: Response): Promise<ApiError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let code: ApiErrorCode | null = null;
  try {
    // The error body (src/api-contract's ApiErrorBody): { status, message, code? }.
    const body = (await response.json()) as Partial<Record<'status' | 'message' | 'code', unknown>> | null;
    if (body && typeof body.message === 'string' && body.message) message = body.message;
    if (body && isApiErrorCode(body.code)) code = body.code;
  } catch {
    // Not JSON (a proxy's HTML page, for example): keep the status text.
  }
  return new ApiError(response.status, message, 'http', code);
}

function report(error: ApiError, reportErrors: boolean | undefined): ApiError {
  if (reportErrors !== false && options) options.onError(error);
  return error;
}

async function authorisedFetch(url: string, init: RequestInit, reportErrors: boolean | undefined): Promise<Response> {
  const { getAccessToken, fetch: fetchImpl = globalThis.fetch.bind(globalThis) } = requireOptions();
  let token: string | undefined;
  try {
    token = await getAccessToken();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Not signed in';
    throw report(new ApiError(401, message, 'http'), reportErrors);
  }
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, headers });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    const message = cause instanceof Error ? cause.message : 'Network error';
    throw report(new ApiError(0, message, 'network'), reportErrors);
  }
  if (!response.ok) throw report(await errorFromResponse(response), reportErrors);
  return response;
}

/** A JSON request to the API; `path` is relative to the API base, e.g. `'reports/eq'`. */
export async function apiRequest<T>(method: HttpMethod, path: string, request: ApiRequestOptions = {}): Promise<T> {
  const { baseUrl } = requireOptions();
  const init: RequestInit = { method, signal: request.signal };
  if (request.body !== undefined) {
    init.body = JSON.stringify(request.body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await authorisedFetch(buildApiUrl(baseUrl, path, request.query), init, request.reportErrors);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A URL of the form `api:<path>` names a resource of the API by its path: the audio engine
 * fetches such a sound (a teacher's recording) with the user's token.
 */
export const API_URL_SCHEME = 'api:';

export interface ApiFetchInit extends RequestInit {
  reportErrors?: boolean;
}

/**
 * The raw authorised response (for streams such as CSV exports). Rejects with `ApiError`
 * on a network failure or a non-2xx status, like `apiRequest`.
 */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { baseUrl } = requireOptions();
  const { reportErrors, ...rest } = init;
  return authorisedFetch(buildApiUrl(baseUrl, path), rest, reportErrors);
}

/** The address of an API path, for a browser's own request (a form the page submits). */
export function apiAddress(path: string): string {
  return buildApiUrl(requireOptions().baseUrl, path);
}
