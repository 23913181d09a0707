import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiRequest, buildApiUrl, configureApiClient, errorSurface } from '../src/lib/api-client';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>, token = 'tok') {
  const onError = vi.fn();
  const fetchMock = vi.fn(fetchImpl);
  configureApiClient({ baseUrl: 'http://127.0.0.1:3000/api/', getAccessToken: async () => token, onError, fetch: fetchMock as typeof fetch });
  return { onError, fetchMock };
}

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('builds URLs relative to the API base, skipping empty query values', () => {
    expect(buildApiUrl('http://h/api/', 'reports/eq', { page: 2, user: '', from: undefined, kind: 'official' })).toBe(
      'http://h/api/reports/eq?page=2&kind=official',
    );
    expect(buildApiUrl('http://h/api', '/me')).toBe('http://h/api/me');
  });

  it('sends the bearer token and JSON body, and parses the answer', async () => {
    const { fetchMock } = setup(async () => json({ ok: true }));
    await expect(apiRequest('PUT', 'me', { body: { studentId: 'S1' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:3000/api/me');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"studentId":"S1"}');
  });

  it('rejects with ApiError carrying the server message and reports it', async () => {
    const { onError } = setup(async () => json({ status: 403, message: 'read:admin required' }, 403));
    const error = await apiRequest('GET', 'total-reports/eq').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, kind: 'http', message: 'read:admin required' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it("carries the body's code when it is one the client knows, and no other", async () => {
    const refusal = { status: 409, message: 'made by version 1', code: 'generator-version' };
    setup(async () => json(refusal, 409));
    await expect(apiRequest('POST', 'submissions', { reportErrors: false })).rejects.toMatchObject({ status: 409, code: 'generator-version' });
    setup(async () => json({ status: 409, message: 'taken', code: 'something-else' }, 409));
    await expect(apiRequest('POST', 'submissions', { reportErrors: false })).rejects.toMatchObject({ status: 409, code: null });
  });

  it('turns a network failure into a network ApiError', async () => {
    const { onError } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('GET', 'me')).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('does not report when reportErrors is false', async () => {
    const { onError } = setup(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', 'me', { reportErrors: false })).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('apiFetch returns the raw response for streams', async () => {
    setup(async () => new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const response = await apiFetch('total-reports/eq/export?organization=X');
    expect(await response.text()).toBe('a,b\n1,2\n');
  });

  it('routes failures: 401/403 to the snackbar, 5xx and outages to the dialog, others to the caller', () => {
    expect(errorSurface(new ApiError(401, '', 'http'))).toBe('snackbar');
    expect(errorSurface(new ApiError(403, '', 'http'))).toBe('snackbar');
    expect(errorSurface(new ApiError(500, '', 'http'))).toBe('dialog');
    expect(errorSurface(new ApiError(0, '', 'network'))).toBe('dialog');
    expect(errorSurface(new ApiError(404, '', 'http'))).toBe('none');
  });
});
