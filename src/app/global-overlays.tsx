import i18next from 'i18next';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { afterFirstPaint } from '../lib/first-paint';
import { clearBackendError, sessionStore, setError, useSession } from '../session';
import { OverlayErrorBoundary } from './overlay-error-boundary';

const loadErrorSnackbar = () => import('./error-snackbar');
const loadBackendErrorDialog = () => import('./backend-error-dialog');
const loadIdleDialog = () => import('./idle-dialog');
const ErrorSnackbar = lazy(() => loadErrorSnackbar().then((m) => ({ default: m.ErrorSnackbar })));
const BackendErrorDialog = lazy(() => loadBackendErrorDialog().then((m) => ({ default: m.BackendErrorDialog })));
const IdleDialog = lazy(() => loadIdleDialog().then((m) => ({ default: m.IdleDialog })));

function backendErrorInSnackbar() {
  const detail = sessionStore.getState().backendError ?? '';
  clearBackendError();
  setError({ status: 500, message: i18next.t('errors.backendMessage', { detail }) });
}

const ignore = (): void => undefined;

/** A lazily loaded overlay: nothing while its chunk arrives, and a failed load stays contained. */
function LazyOverlay({ onError = ignore, children }: { onError?: () => void; children: ReactNode }) {
  return (
    <OverlayErrorBoundary onError={onError}>
      <Suspense fallback={null}>{children}</Suspense>
    </OverlayErrorBoundary>
  );
}

/** The app-wide error and session surfaces, above every page. */
export function GlobalOverlays() {
  const error = useSession((state) => state.error !== null);
  const backendError = useSession((state) => state.backendError !== null);
  const idleWarning = useSession((state) => state.idle.warning);

  // Not part of the first screen, but fetched right after it: at hand when the network is not.
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => {
      if (!live) return;
      Promise.all([loadErrorSnackbar(), loadBackendErrorDialog(), loadIdleDialog()]).catch((cause: unknown) => console.warn('Prefetch failed', cause));
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      {error && (
        <LazyOverlay>
          <ErrorSnackbar />
        </LazyOverlay>
      )}
      {backendError && (
        <LazyOverlay onError={backendErrorInSnackbar}>
          <BackendErrorDialog />
        </LazyOverlay>
      )}
      {idleWarning && (
        <LazyOverlay>
          <IdleDialog />
        </LazyOverlay>
      )}
    </>
  );
}
