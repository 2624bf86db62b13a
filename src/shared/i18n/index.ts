import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN } from './locales/zh_CN.ts';

export const LANGUAGES = ['zh_CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'mall.language';

/** The stored language, or zh_CN (spec §1: Chinese by default, the choice kept in browser storage). */
export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'zh_CN';
}

/** Chinese ships with the page; other languages load when chosen, to keep the first paint small. */
// Lazy pages add their own sections to the `en` bundle when they load, so "a bundle exists" does not
// mean the main texts are there: remember which languages this module has loaded itself.
const loaded = new Set<Language>(['zh_CN']);

async function ensureResources(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { en } = await import('./locales/en.ts');
  i18next.addResourceBundle(language, 'translation', en, true, false);
  loaded.add(language);
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureResources(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language === 'zh_CN' ? 'zh-CN' : 'en';
  await i18next.changeLanguage(language);
}

/** Starts i18next in the stored language (resolves once its texts are loaded). */
export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng: 'zh_CN',
    fallbackLng: 'zh_CN',
    resources: { zh_CN: { translation: zhCN } },
    // Features bring their own namespaces (shared/i18n/texts.ts); what one lacks comes from the app's.
    defaultNS: 'translation',
    fallbackNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (lng !== 'zh_CN') await setLanguage(lng);
  document.documentElement.lang = lng === 'zh_CN' ? 'zh-CN' : 'en';
  return i18next;
}
