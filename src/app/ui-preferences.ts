/** Interface preferences remembered across visits: theme and drawer width. */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { persistentStorage, type KeyValueStorage } from '../lib/storage';

export type ThemeMode = 'light' | 'dark';

export interface UiPreferences {
  themeMode: ThemeMode;
  /** True: the drawer is the 56-wide icon rail. */
  drawerRail: boolean;
}

const THEME_KEY = 'theme';
const RAIL_KEY = 'drawer-rail';

export function readUiPreferences(storage: KeyValueStorage): UiPreferences {
  return {
    themeMode: storage.get(THEME_KEY) === 'dark' ? 'dark' : 'light',
    drawerRail: storage.get(RAIL_KEY) === 'true',
  };
}

export const uiPreferencesStore = createStore<UiPreferences>()(() => readUiPreferences(persistentStorage));

export function toggleThemeMode(): void {
  const themeMode: ThemeMode = uiPreferencesStore.getState().themeMode === 'dark' ? 'light' : 'dark';
  persistentStorage.set(THEME_KEY, themeMode);
  uiPreferencesStore.setState({ themeMode });
}

export function toggleDrawerRail(): void {
  const drawerRail = !uiPreferencesStore.getState().drawerRail;
  persistentStorage.set(RAIL_KEY, String(drawerRail));
  uiPreferencesStore.setState({ drawerRail });
}

export function useUiPreferences<T>(selector: (state: UiPreferences) => T): T {
  return useStore(uiPreferencesStore, selector);
}
