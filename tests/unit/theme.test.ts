import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  normaliseHex,
  parseThemeState,
  THEME_PRESETS,
} from '../../src/shared/theme/presets.ts';

describe('theme presets', () => {
  it('offers the eight presets of spec §9 with red first as the default', () => {
    expect(Object.keys(THEME_PRESETS)).toEqual([
      'red',
      'blue',
      'green',
      'orange',
      'purple',
      'pink',
      'cyan',
      'indigo',
    ]);
    expect(DEFAULT_THEME.currentThemeName).toBe('red');
  });

  it('normalises custom colours to lowercase #rrggbb', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex('1677FF')).toBe('#1677ff');
    expect(normaliseHex(' rgb(22, 119, 255) ')).toBe('#1677ff');
    expect(normaliseHex('rgba(0,0,0,0.5)')).toBe('#000000');
  });

  it('refuses values that are not colours', () => {
    for (const bad of ['', 'red', '#12345', '#ggg', 'rgb(300,0,0)', 'javascript:alert(1)'])
      expect(normaliseHex(bad)).toBeNull();
  });

  it('falls back to the default for unreadable or tampered storage', () => {
    expect(parseThemeState(null)).toEqual(DEFAULT_THEME);
    expect(parseThemeState('{oops')).toEqual(DEFAULT_THEME);
    expect(parseThemeState(JSON.stringify({ currentTheme: 'url(x)', currentThemeName: 'custom' }))).toEqual(
      DEFAULT_THEME,
    );
    expect(
      parseThemeState(JSON.stringify({ currentTheme: '#722ED1', currentThemeName: 'purple', isDark: true })),
    ).toEqual({
      currentTheme: '#722ed1',
      currentThemeName: 'purple',
      isDark: true,
    });
  });
});
