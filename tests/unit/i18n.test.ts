import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

// The i18n module keeps the choice in localStorage and sets <html lang>: minimal stand-ins for node.
beforeAll(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    document: { documentElement: { lang: '' } },
  });
});

describe('switching language', () => {
  it('loads the English texts even when a lazy page already added its own English section', async () => {
    const { initI18n, setLanguage } = await import('../../src/shared/i18n/index.ts');
    await initI18n();
    i18next.addResourceBundle('en', 'translation', { somePage: { title: 'Page' } }, true, false);
    await setLanguage('en');
    expect(i18next.t('topBar.login')).toBe('Log in');
    expect(i18next.t('somePage.title')).toBe('Page');
    expect(localStorage.getItem('mall.language')).toBe('en');
  });
});
