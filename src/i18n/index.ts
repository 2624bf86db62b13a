import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.ts';
import { zhCN } from './locales/zh_CN.ts';

export const LANGUAGES = ['zh_CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'mall.language';

/** The stored language, or zh_CN (spec §1: Chinese by default, the choice kept in browser storage). */
export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'zh_CN';
}

export function setLanguage(language: Language): Promise<unknown> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language === 'zh_CN' ? 'zh-CN' : 'en';
  return i18next.changeLanguage(language);
}

export function initI18n(): typeof i18next {
  const lng = storedLanguage();
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'zh_CN',
    resources: { zh_CN: { translation: zhCN }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng === 'zh_CN' ? 'zh-CN' : 'en';
  return i18next;
}
