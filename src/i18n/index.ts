export { initI18n, changeLanguage, currentLanguage, loadLazyNamespaces, whenAllNamespacesLoaded, whenNamespacesLoaded, DEFAULT_NAMESPACE } from './i18n';
export type { InitI18nOptions } from './i18n';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  detectLanguage,
  isLanguage,
} from './languages';
export type { Language } from './languages';
export { CORE_NAMESPACES, lazyNamespaces, buildResources, namespacesOf } from './resources';
export { describeThreshold, formatLevel, formatThreshold, type StoredThreshold } from './threshold-words';
