import i18next from 'i18next';

/** The texts of one namespace in every language the storefront speaks (the same keys in each). */
export interface NamespaceTexts<T extends object> {
  zh_CN: T;
  en: T;
}

/**
 * The one way texts reach i18next: a feature (or a shared module) registers its namespace when its code
 * loads, both languages at once, so a lazy screen brings its own texts and nothing else does. Components
 * read them with `useTranslation('<namespace>')`; keys a namespace lacks fall back to the app's own
 * `translation` namespace (shell, common words, HTTP messages).
 */
export function addTexts<T extends object>(namespace: string, texts: NamespaceTexts<T>): void {
  i18next.addResourceBundle('zh_CN', namespace, texts.zh_CN, true, false);
  i18next.addResourceBundle('en', namespace, texts.en, true, false);
}

/** A namespace's English texts typed by its Chinese ones: the same keys, string values. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
