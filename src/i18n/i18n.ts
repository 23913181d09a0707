/** i18next set-up: zh-CN by default, en as fallback, the browser's language first, the switch remembered. */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { persistentStorage } from '../lib/storage';
import { detectLanguage, FALLBACK_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, type Language } from './languages';
import { CORE_NAMESPACES, coreResources, lazyNamespaces, localeChunkBackend, namespacesOf } from './resources';

export const DEFAULT_NAMESPACE = 'common';

export interface InitI18nOptions {
  /** Overrides the detected language (tests use 'en'). */
  language?: Language;
  /** Bundles these instead of the core (unit tests pass every locale file). */
  resources?: Resource;
}

function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let allNamespaces: Promise<void> | null = null;

/**
 * Initialises the shared instance (react-i18next reads it). Resolves once the core strings
 * are ready; the other namespaces follow when `loadLazyNamespaces` is called (after the first
 * paint) or a page asks for them. Components using them suspend until their strings arrive.
 */
export async function initI18n({ language, resources = coreResources }: InitI18nOptions = {}): Promise<i18n> {
  const browserLanguages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const lng = language ?? detectLanguage(persistentStorage.get(LANGUAGE_STORAGE_KEY), browserLanguages);
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', reflectLanguage);
    await i18next
      .use(localeChunkBackend)
      .use(initReactI18next)
      .init({
        resources,
        partialBundledLanguages: true,
        lng,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        ns: [...new Set([...CORE_NAMESPACES, ...namespacesOf(resources)])],
        defaultNS: DEFAULT_NAMESPACE,
        interpolation: { escapeValue: false },
        initAsync: false,
      });
  } else if (i18next.language !== lng) {
    await i18next.changeLanguage(lng);
  }
  reflectLanguage(i18next.language);
  return i18next;
}

/** Starts loading every namespace of the current language (and the fallback), once. */
export function loadLazyNamespaces(): Promise<void> {
  allNamespaces ??= i18next.loadNamespaces([...lazyNamespaces]);
  return allNamespaces;
}

/** Resolves once every namespace of the current language (and the fallback) is loaded. */
export function whenAllNamespacesLoaded(): Promise<void> {
  return loadLazyNamespaces();
}

/** Resolves once `namespaces` of the current language (and the fallback) are loaded. */
export function whenNamespacesLoaded(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** Switches the interface language and remembers the choice; resolves once its strings are loaded. */
export async function changeLanguage(language: Language): Promise<void> {
  persistentStorage.set(LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}
