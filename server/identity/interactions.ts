import type { Context, Middleware } from 'koa';
import type Provider from 'oidc-provider';
import { authenticate } from './accounts.ts';
import { FormBodyError, readFormBody } from './form-body.ts';
import { matchLocale, pickLocale, type LoginLocale } from './i18n.ts';
import { renderLoginPage } from './login-page.ts';
import { renderErrorPage } from './pages.ts';
import { grantFirstPartyConsent } from './grants.ts';
import type { LoginThrottle } from './login-throttle.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type InteractionResults = Parameters<Provider['interactionResult']>[2];

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort)?$/;

// The login page must not be framed (clickjacking); the form may redirect on to the app's callback.
function securityHeaders(ctx: Context, appOrigin: string): void {
  ctx.set('cache-control', 'no-store');
  ctx.set('x-frame-options', 'DENY');
  ctx.set('referrer-policy', 'no-referrer');
  ctx.set(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${appOrigin}; frame-ancestors 'none'; base-uri 'none'`,
  );
}

function interactionLocale(ctx: Context, interaction: Interaction): LoginLocale {
  const override = typeof ctx.query.lng === 'string' ? matchLocale(ctx.query.lng) : undefined;
  const uiLocales = interaction.params.ui_locales;
  return override ?? pickLocale(typeof uiLocales === 'string' ? uiLocales : undefined, ctx.get('accept-language'));
}

async function finish(
  ctx: Context,
  provider: Provider,
  result: InteractionResults,
  mergeWithLastSubmission: boolean,
): Promise<undefined> {
  const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission });
  ctx.redirect(returnTo);
  ctx.status = 303;
  return undefined;
}

/**
 * The interaction routes of the local provider: the translated login page, its form post, and cancel.
 * Consent is never asked of the first-party client; should a consent prompt still arrive, it is granted.
 * Wrong passwords are throttled per account and per address (login-throttle.ts).
 */
export function interactionRoutes(provider: Provider, appOrigin: string, throttle: LoginThrottle): Middleware {
  return async (ctx, next) => {
    const match = ROUTE.exec(ctx.path);
    if (!match) return next();
    const action = match[2] ?? '';
    securityHeaders(ctx, appOrigin);

    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(ctx.req, ctx.res);
      if (interaction.uid !== match[1]) throw new Error('interaction mismatch');
    } catch {
      ctx.status = 400;
      ctx.type = 'html';
      const locale = pickLocale(undefined, ctx.get('accept-language'));
      ctx.body = renderErrorPage({ locale, appOrigin, reason: 'expired' });
      return undefined;
    }
    const locale = interactionLocale(ctx, interaction);
    const { uid, prompt } = interaction;

    if (action === '/abort' && ctx.method === 'GET') {
      const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
      return finish(ctx, provider, result, false);
    }

    if (prompt.name === 'consent' && action === '' && ctx.method === 'GET') {
      const grantId = await grantFirstPartyConsent(provider, interaction);
      return finish(ctx, provider, { consent: { grantId } }, true);
    }

    if (prompt.name === 'login' && action === '' && ctx.method === 'GET') {
      ctx.type = 'html';
      ctx.body = renderLoginPage({ locale, uid });
      return undefined;
    }

    if (prompt.name === 'login' && action === '/login' && ctx.method === 'POST') {
      let form: URLSearchParams;
      try {
        form = await readFormBody(ctx.req);
      } catch (error) {
        if (!(error instanceof FormBodyError)) throw error;
        form = new URLSearchParams();
      }
      const email = (form.get('email') ?? '').trim();
      const password = form.get('password') ?? '';
      const formLocale = matchLocale(form.get('lng') ?? '') ?? locale;
      // Re-rendered with 200: a 4xx document only adds a console error in the browser, the page says it all.
      if (!email || !password) {
        ctx.type = 'html';
        ctx.body = renderLoginPage({ locale: formLocale, uid, email, error: 'missingFields' });
        return undefined;
      }
      const attempt = { email, address: ctx.ip };
      const verdict = throttle.check(attempt);
      // Refused at once, the password unchecked: holding the socket open for the delay would cost the
      // server more than the guesser.
      if (!verdict.allowed) {
        const retryAfterSeconds = Math.ceil(verdict.retryAfterMs / 1000);
        ctx.status = 429;
        ctx.set('retry-after', String(retryAfterSeconds));
        ctx.type = 'html';
        ctx.body = renderLoginPage({ locale: formLocale, uid, email, error: 'tooManyAttempts', retryAfterSeconds });
        return undefined;
      }
      const user = authenticate(email, password);
      if (!user) {
        throttle.recordFailure(attempt);
        ctx.type = 'html';
        ctx.body = renderLoginPage({ locale: formLocale, uid, email, error: 'invalidCredentials' });
        return undefined;
      }
      throttle.recordSuccess(attempt);
      return finish(ctx, provider, { login: { accountId: user.sub } }, false);
    }

    ctx.status = 405;
    ctx.type = 'html';
    ctx.body = renderErrorPage({ locale, appOrigin, reason: 'generic' });
    return undefined;
  };
}
