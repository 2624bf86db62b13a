import { useSyncExternalStore } from 'react';
import { applyStoredTheme } from './apply-theme.ts';
import {
  DEFAULT_THEME,
  normaliseHex,
  parseThemeState,
  THEME_PRESETS,
  THEME_STORAGE_KEY,
  type ThemePresetName,
  type ThemeState,
} from './presets.ts';

/** The theme preference: kept in local storage, applied to the document, observable by views. */
let state: ThemeState = parseThemeState(localStorage.getItem(THEME_STORAGE_KEY));
const listeners = new Set<() => void>();

function commit(next: ThemeState): void {
  state = next;
  localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
  applyStoredTheme(next);
  for (const l of listeners) l();
}

export const themeStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  choosePreset(name: ThemePresetName) {
    commit({ ...state, currentTheme: THEME_PRESETS[name], currentThemeName: name });
  },
  /** Returns false (and changes nothing) when the value is not a colour. */
  chooseCustom(value: string): boolean {
    const hex = normaliseHex(value);
    if (!hex) return false;
    commit({ ...state, currentTheme: hex, currentThemeName: 'custom' });
    return true;
  },
  setDark(isDark: boolean) {
    commit({ ...state, isDark });
  },
  reset() {
    commit(DEFAULT_THEME);
  },
};

export function useTheme(): ThemeState {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get);
}
