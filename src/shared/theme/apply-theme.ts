/**
 * Applies the stored theme to the document. This function is also inlined into index.html (by
 * rsbuild.config.ts, via toString) so the theme is in place before the first paint — so it must stay
 * self-contained: no imports, no outer variables, plain ES2017.
 */
export function applyStoredTheme(state?: { currentTheme: string; isDark: boolean }): void {
  let theme = state;
  if (!theme) {
    try {
      const parsed = JSON.parse(localStorage.getItem('mall.theme') || 'null');
      if (parsed && /^#[0-9a-f]{6}$/.test(parsed.currentTheme)) theme = parsed;
    } catch {
      theme = undefined;
    }
  }
  const color = theme ? theme.currentTheme : '#e1251b';
  const dark = theme ? theme.isDark === true : false;
  const root = document.documentElement;
  root.style.setProperty('--mall-primary', color);
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
