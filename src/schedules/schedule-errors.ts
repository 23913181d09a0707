/**
 * What a refused change of a scheduled exam or an organization says to the teacher. Outages
 * and permission problems are also shown by the API client's global surfaces; a refusal with a
 * reason (409, 400, 404) is only said here, in the teacher's language where the server gave a code.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../lib/api-client';
import { API_ERROR_CODES, type ApiErrorCode } from '../api-contract';

const CODE_MESSAGES: Partial<Record<ApiErrorCode, string>> = {
  [API_ERROR_CODES.scheduleStarted]: 'errors.scheduleStarted',
  [API_ERROR_CODES.organizationExists]: 'errors.organizationExists',
  [API_ERROR_CODES.organizationInUse]: 'errors.organizationInUse',
};

/** `t` is bound to the 'schedules' namespace. */
export function scheduleErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = error.code ? CODE_MESSAGES[error.code] : undefined;
    if (key) return t(key);
    if (error.status === 404) return t('errors.notFound');
    // The server's own words: its schema and the area's validation say what they refused.
    if (error.status === 400) return t('errors.refused', { message: error.message });
    if (error.status === 401 || error.status === 403) return t('errors.forbidden');
  }
  return t('errors.failed', { message: error instanceof Error ? error.message : String(error) });
}
