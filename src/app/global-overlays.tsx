import i18next from 'i18next';
import { lazy, Suspense, useEffect } from 'react';
import { clearBackendError, sessionStore, setError, useSession } from '../session';
import { ErrorSnackbar } from './error-snackbar';
import { OverlayErrorBoundary } from './overlay-error-boundary';

const loadBackendErrorDialog = () => import('./backend-error-dialog');
const loadIdleDialog = () => import('./idle-dialog');
const BackendErrorDialog = lazy(() => loadBackendErrorDialog().then((m) => ({ default: m.BackendErrorDialog })));
const IdleDialog = lazy(() => loadIdleDialog().then((m) => ({ default: m.IdleDialog })));

/** Dialogs load after the first paint; fetched early so they are at hand when the network is not. */
const PREFETCH_DELAY_MS = 1500;

function backendErrorInSnackbar() {
  const detail = sessionStore.getState().backendError ?? '';
  clearBackendError();
  setError({ status: 500, message: i18next.t('errors.backendMessage', { detail }) });
}

/** The app-wide error and session surfaces, above every page. */
export function GlobalOverlays() {
  const backendError = useSession((state) => state.backendError !== null);
  const idleWarning = useSession((state) => state.idle.warning);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      Promise.all([loadBackendErrorDialog(), loadIdleDialog()]).catch((error: unknown) => console.warn('Prefetch failed', error));
    }, PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <ErrorSnackbar />
      {backendError && (
        <OverlayErrorBoundary onError={backendErrorInSnackbar}>
          <Suspense fallback={null}>
            <BackendErrorDialog />
          </Suspense>
        </OverlayErrorBoundary>
      )}
      {idleWarning && (
        <OverlayErrorBoundary onError={() => undefined}>
          <Suspense fallback={null}>
            <IdleDialog />
          </Suspense>
        </OverlayErrorBoundary>
      )}
    </>
  );
}
