import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { whenAllNamespacesLoaded, whenNamespacesLoaded } from '../i18n';
import { tabStorage } from '../lib/storage';
import { loadWithReloadOnce, type ReloadOnceDeps } from './reload-once';

const reloadDeps: ReloadOnceDeps = {
  storage: tabStorage,
  reload: () => window.location.reload(),
  log: (message, error) => console.error(message, error),
};

/**
 * A route's page as its own chunk, behind the reload-once guard. It renders once its strings
 * are in too (the locale chunks load in parallel), so no page ever shows untranslated keys:
 * `namespaces` names the lazily loaded ones it uses, every one by default.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly string[] | 'all' = 'all',
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const strings = namespaces === 'all' ? whenAllNamespacesLoaded() : whenNamespacesLoaded(namespaces);
    const [component] = await Promise.all([loadWithReloadOnce(load, reloadDeps), strings]);
    return { default: component };
  });
}
