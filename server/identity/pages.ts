import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, renderPage } from './html.ts';
import { pickLocale, translator, type LoginLocale } from './i18n.ts';

/** Locale of a provider page: the request's `ui_locales` if any, then Accept-Language, then zh-CN. */
export function requestLocale(ctx: KoaContextWithOIDC): LoginLocale {
  const uiLocales = ctx.oidc?.params?.ui_locales;
  return pickLocale(typeof uiLocales === 'string' ? uiLocales : undefined, ctx.get('accept-language'));
}

export interface ErrorPageOptions {
  locale: LoginLocale;
  appOrigin: string;
  /** Which explanation to show: an expired or replayed interaction, or anything else. */
  reason: 'expired' | 'generic';
  /** OAuth error code and description, shown as details. */
  details?: Record<string, string>;
}

export function renderErrorPage({ locale, appOrigin, reason, details = {} }: ErrorPageOptions): string {
  const t = translator(locale);
  const rows = Object.entries(details).map(([key, value]) => `${escapeHtml(key)}: ${escapeHtml(value)}`);
  const detailBlock = rows.length
    ? `<details><summary>${escapeHtml(t('error.details'))}</summary><pre>${rows.join('\n')}</pre></details>`
    : '';
  const body = `
<p class="brand">${escapeHtml(t('appName'))}</p>
<h1>${escapeHtml(t('error.heading'))}</h1>
<p class="alert" role="alert">${escapeHtml(t(`error.${reason}`))}</p>
${detailBlock}
<p class="actions"><a href="${escapeHtml(appOrigin)}/">${escapeHtml(t('error.backToApp'))}</a></p>`;
  return renderPage({ lang: locale, title: t('error.pageTitle'), body });
}

/**
 * Auth0 signs out without asking, so the confirmation form oidc-provider hands us is submitted at once
 * (with `logout=yes`, which also ends the provider session); without script the user presses the button.
 */
export function renderLogoutPage(locale: LoginLocale, form: string): string {
  const t = translator(locale);
  const confirmedForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const body = `
<p class="brand">${escapeHtml(t('appName'))}</p>
<h1>${escapeHtml(t('logout.signingOut'))}</h1>
${confirmedForm}
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(t('logout.signOut'))}</button></noscript>
<script>document.getElementById('op.logoutForm').submit();</script>`;
  return renderPage({ lang: locale, title: t('logout.pageTitle'), body });
}

export function renderSignedOutPage(locale: LoginLocale, appOrigin: string): string {
  const t = translator(locale);
  const body = `
<p class="brand">${escapeHtml(t('appName'))}</p>
<h1>${escapeHtml(t('logout.signedOut'))}</h1>
<p class="actions"><a href="${escapeHtml(appOrigin)}/">${escapeHtml(t('error.backToApp'))}</a></p>`;
  return renderPage({ lang: locale, title: t('logout.pageTitle'), body });
}
