import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { sessionStore } from '../session';
import { reportApiError } from './api-error-reporting';

describe('API failures reach the right surface', () => {
  it('401 and 403 go to the snackbar, translated', () => {
    reportApiError(new ApiError(403, 'Forbidden', 'http'));
    expect(sessionStore.getState().error).toEqual({ status: 403, message: 'You do not have permission to open this page.' });
    expect(sessionStore.getState().backendError).toBeNull();
  });

  it('5xx and outages open the backend-error dialog with the detail', () => {
    reportApiError(new ApiError(503, 'Database unavailable', 'http'));
    expect(sessionStore.getState().backendError).toBe('503 Database unavailable');
    reportApiError(new ApiError(0, 'Failed to fetch', 'network'));
    expect(sessionStore.getState().backendError).toBe('the server cannot be reached');
    expect(sessionStore.getState().error).toBeNull();
  });

  it('other client errors are left to the caller', () => {
    reportApiError(new ApiError(400, 'Bad request', 'http'));
    expect(sessionStore.getState().error).toBeNull();
    expect(sessionStore.getState().backendError).toBeNull();
  });
});
