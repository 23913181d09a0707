/**
 * Locale files. The shell's namespaces (common, auth) are bundled; every other
 * `locales/<lng>/<namespace>.json` is its own small chunk, fetched right after start, so the
 * strings of the exam, the areas and the reports never weigh on the first load.
 */
import type { BackendModule, Resource, ResourceLanguage } from 'i18next';

type LocaleModule = { default: ResourceLanguage[string] };

export const CORE_NAMESPACES = ['common', 'auth'] as const;

/** The identity provider's login page reads these itself; the SPA never shows them. */
const SERVER_ONLY_NAMESPACES = ['login'];

const coreModules = import.meta.glob<LocaleModule>('../../locales/*/{common,auth}.json', { eager: true });
const lazyModules = import.meta.glob<LocaleModule>(['../../locales/*/*.json', '!../../locales/*/{common,auth}.json']);

const LOCALE_PATH = /locales\/([^/]+)\/([^/]+)\.json$/;

export function buildResources(files: Readonly<Record<string, LocaleModule>>): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const [, language, namespace] = LOCALE_PATH.exec(path) ?? [];
    if (language === undefined || namespace === undefined) continue;
    const bundle = (resources[language] ??= {});
    bundle[namespace] = module.default;
  }
  return resources;
}

export function namespacesOf(resources: Resource): string[] {
  const names = new Set<string>();
  for (const bundle of Object.values(resources)) for (const ns of Object.keys(bundle)) names.add(ns);
  return [...names].sort();
}

export const coreResources: Resource = buildResources(coreModules);

/** Namespaces loaded on demand (every locale file but the core and the server's). */
export const lazyNamespaces: readonly string[] = [
  ...new Set(Object.keys(lazyModules).map((path) => LOCALE_PATH.exec(path)?.[2] ?? '')),
]
  .filter((namespace) => namespace !== '' && !SERVER_ONLY_NAMESPACES.includes(namespace))
  .sort();

/** An i18next backend over the lazily imported locale chunks. */
export const localeChunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyModules[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
