/** Composition root: builds the services, wires them together and mounts the app in #root. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, reportApiError, shouldStartSentry, startSentry } from './app';
import { createAuth0AuthClient, createAuthSession } from './auth';
import { currentLanguage, initI18n, loadLazyNamespaces } from './i18n';
import { configureApiClient } from './lib/api-client';
import { appConfig } from './lib/config';
import { afterFirstPaint } from './lib/first-paint';
import { tabStorage } from './lib/storage';
import { createLtiAuthClient, signsInByLaunch, takeLaunch } from './lti';
import { bindIdleSessionToAuth, createIdleSession, resolveSessionTimings, systemClock } from './session';

async function main(): Promise<void> {
  if (shouldStartSentry(appConfig.sentryDsn, window.location.hostname)) {
    startSentry(appConfig.sentryDsn).catch((error: unknown) => console.error('Sentry did not start', error));
  }
  await initI18n();

  // A tab an LTI launch opened signs in with the launch's session, handed over once (src/lti/).
  // In a course page's frame only a teacher's choice of a new activity is shown; any other
  // launch's page opens Auricle in a window of its own.
  const framed = window.top !== window.self;
  const launchTarget = takeLaunch(window.location, tabStorage, framed);
  if (launchTarget !== null) window.history.replaceState(null, '', launchTarget);
  const auth = createAuthSession(
    signsInByLaunch(tabStorage, framed)
      ? createLtiAuthClient({ storage: tabStorage, apiBaseUrl: appConfig.apiBaseUrl, navigate: (path) => window.location.assign(path) })
      : createAuth0AuthClient({ config: appConfig, origin: window.location.origin, getLanguage: currentLanguage }),
  );
  configureApiClient({ baseUrl: appConfig.apiBaseUrl, getAccessToken: auth.getAccessToken, onError: reportApiError });
  bindIdleSessionToAuth(
    createIdleSession({
      target: window,
      clock: systemClock,
      timings: resolveSessionTimings(window.__AURICLE_TEST_CONFIG__),
      onTimeout: () => void auth.logout(),
    }),
  );

  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <App auth={auth} supportEmail={appConfig.supportEmail} />
    </StrictMode>,
  );
  // The shell paints first; the sign-in SDK and the other pages' strings load right after.
  await afterFirstPaint();
  void loadLazyNamespaces();
  await auth.init(window.location.pathname);
}

void main();
