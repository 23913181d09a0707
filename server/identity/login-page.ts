import { escapeHtml, renderPage } from './html.ts';
import { LOGIN_LOCALES, translator, type LoginLocale } from './i18n.ts';

export type LoginError = 'invalidCredentials' | 'missingFields' | 'tooManyAttempts';

export interface LoginPageOptions {
  locale: LoginLocale;
  /** The interaction id; it only ever contains URL-safe characters but is escaped like the rest. */
  uid: string;
  email?: string;
  error?: LoginError;
  /** With `tooManyAttempts`: how long the user must wait. */
  retryAfterSeconds?: number;
}

export function loginActionPath(uid: string): string {
  return `/interaction/${encodeURIComponent(uid)}/login`;
}

export function abortPath(uid: string): string {
  return `/interaction/${encodeURIComponent(uid)}/abort`;
}

function languageLinks(uid: string, current: LoginLocale, label: string, names: Record<LoginLocale, string>): string {
  const links = LOGIN_LOCALES.map((locale) => {
    const href = `/interaction/${encodeURIComponent(uid)}?lng=${encodeURIComponent(locale)}`;
    const currentAttr = locale === current ? ' aria-current="true"' : '';
    return `<a href="${escapeHtml(href)}" lang="${locale}" hreflang="${locale}"${currentAttr}>${escapeHtml(names[locale])}</a>`;
  });
  return `<nav class="languages" aria-label="${escapeHtml(label)}">${links.join(' · ')}</nav>`;
}

function waitText(locale: LoginLocale, seconds: number): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds);
}

/** The provider's own sign-in page: plain HTML, translated, no script. */
export function renderLoginPage({ locale, uid, email = '', error, retryAfterSeconds = 1 }: LoginPageOptions): string {
  const t = translator(locale);
  const describedBy = error ? ' aria-describedby="login-error"' : '';
  const fieldAttributes = error && error !== 'tooManyAttempts' ? ` aria-invalid="true"${describedBy}` : describedBy;
  const message = error ? t(`errors.${error}`, { wait: waitText(locale, retryAfterSeconds) }) : '';
  const alert = error ? `<p class="alert" role="alert" id="login-error">${escapeHtml(message)}</p>` : '';
  const focusPassword = (error === 'invalidCredentials' || error === 'tooManyAttempts') && email !== '';
  const body = `
<p class="brand">${escapeHtml(t('appName'))}</p>
<p class="tagline">${escapeHtml(t('tagline'))}</p>
<h1>${escapeHtml(t('heading'))}</h1>
<p class="muted">${escapeHtml(t('subheading', { appName: t('appName') }))}</p>
${alert}
<form method="post" action="${escapeHtml(loginActionPath(uid))}" novalidate>
  <input type="hidden" name="lng" value="${escapeHtml(locale)}">
  <label for="email">${escapeHtml(t('email'))}</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${fieldAttributes}${focusPassword ? '' : ' autofocus'}>
  <label for="password">${escapeHtml(t('password'))}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${fieldAttributes}${focusPassword ? ' autofocus' : ''}>
  <button type="submit">${escapeHtml(t('submit'))}</button>
</form>
<p class="actions"><a href="${escapeHtml(abortPath(uid))}">${escapeHtml(t('cancel'))}</a></p>
<p class="hint">${escapeHtml(t('hint'))}</p>
${languageLinks(uid, locale, t('language'), { en: t('languages.en'), 'zh-CN': t('languages.zh-CN') })}`;
  return renderPage({ lang: locale, title: t('pageTitle'), body });
}
