/** The two interface languages and how the first one is chosen. */
export const SUPPORTED_LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Spec: Simplified Chinese by default, English as fallback. */
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The remembered choice wins; otherwise the browser's preferred languages in order:
 * any Chinese maps to zh-CN, any English to en; a browser preferring neither gets English,
 * and one that says nothing gets the default.
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh') return 'zh-CN';
    if (primary === 'en') return 'en';
  }
  return browserLanguages.length > 0 ? FALLBACK_LANGUAGE : DEFAULT_LANGUAGE;
}
