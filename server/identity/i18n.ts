import en from '../../locales/en/login.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/login.json' with { type: 'json' };

export type LoginLocale = 'en' | 'zh-CN';
export type LoginMessages = typeof en;

// Typed against the English file so a key missing from the Chinese file fails the type check.
const messages: Record<LoginLocale, LoginMessages> = { en, 'zh-CN': zhCN };

export const LOGIN_LOCALES: readonly LoginLocale[] = ['en', 'zh-CN'];
export const DEFAULT_LOGIN_LOCALE: LoginLocale = 'zh-CN';

/** Maps a BCP 47 tag to a supported locale: any `en*` to en, any `zh*` to zh-CN. */
export function matchLocale(tag: string): LoginLocale | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  return undefined;
}

function fromUiLocales(uiLocales: string | undefined): LoginLocale | undefined {
  for (const tag of (uiLocales ?? '').split(/\s+/)) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

function fromAcceptLanguage(header: string | undefined): LoginLocale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.split(';');
      const qParam = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The authorization request's `ui_locales` first, then the browser's Accept-Language, then zh-CN. */
export function pickLocale(uiLocales: string | undefined, acceptLanguage: string | undefined): LoginLocale {
  return fromUiLocales(uiLocales) ?? fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOGIN_LOCALE;
}

export type Translate = (key: string, values?: Record<string, string>) => string;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A tiny i18next-compatible translator (`{{name}}` interpolation) over `locales/<lng>/login.json`. */
export function translator(locale: LoginLocale): Translate {
  return (key, values = {}) => {
    const text = lookup(messages[locale], key) ?? lookup(messages.en, key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
  };
}

export function localeMessages(locale: LoginLocale): LoginMessages {
  return messages[locale];
}
