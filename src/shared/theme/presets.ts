/** The eight theme presets of spec §9; red is the default. */
export const THEME_PRESETS = {
  red: '#e1251b',
  blue: '#1677ff',
  green: '#389e0d',
  orange: '#d46b08',
  purple: '#722ed1',
  pink: '#c41d7f',
  cyan: '#08979c',
  indigo: '#2f54eb',
} as const;

export type ThemePresetName = keyof typeof THEME_PRESETS;
export type ThemeName = ThemePresetName | 'custom';

/** What is kept in local storage (spec §3 "Theme: currentTheme, currentThemeName, isDark"). */
export interface ThemeState {
  currentTheme: string;
  currentThemeName: ThemeName;
  isDark: boolean;
}

export const DEFAULT_THEME: ThemeState = {
  currentTheme: THEME_PRESETS.red,
  currentThemeName: 'red',
  isDark: false,
};
export const THEME_STORAGE_KEY = 'mall.theme';

/**
 * A colour picker's value as lowercase #rrggbb, or null when it is not a colour
 * (accepts #rgb, #rrggbb, rrggbb and rgb(r, g, b)).
 */
export function normaliseHex(input: string): string | null {
  const text = input.trim().toLowerCase();
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const long = /^#?([0-9a-f]{6})$/.exec(text);
  if (long) return `#${long[1]}`;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(text);
  if (rgb) {
    const parts = rgb.slice(1, 4).map(Number);
    if (parts.some((n) => n > 255)) return null;
    return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
  }
  return null;
}

/** A stored theme, validated: anything unreadable falls back to the default. */
export function parseThemeState(raw: string | null): ThemeState {
  if (!raw) return DEFAULT_THEME;
  try {
    const value = JSON.parse(raw) as Partial<ThemeState>;
    const color = normaliseHex(String(value.currentTheme ?? ''));
    const name = value.currentThemeName;
    const known = name === 'custom' || (typeof name === 'string' && name in THEME_PRESETS);
    if (!color || !known) return DEFAULT_THEME;
    return { currentTheme: color, currentThemeName: name as ThemeName, isDark: value.isDark === true };
  } catch {
    return DEFAULT_THEME;
  }
}
