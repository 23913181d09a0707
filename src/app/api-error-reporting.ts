/** Routes API failures to the global error surfaces, in the user's language. */
import i18next from 'i18next';
import { errorSurface, type ApiError } from '../lib/api-client';
import { setError, showBackendError } from '../session';

export function backendErrorDetail(error: ApiError): string {
  if (error.kind === 'network') return i18next.t('errors.networkDetail');
  return `${error.status} ${error.message}`.trim();
}

export function reportApiError(error: ApiError): void {
  const surface = errorSurface(error);
  if (surface === 'dialog') {
    showBackendError(backendErrorDetail(error));
  } else if (surface === 'snackbar') {
    setError({ status: error.status, message: i18next.t(error.status === 403 ? 'errors.forbidden' : 'errors.unauthorized') });
  }
}
