import i18next from 'i18next';
import { catalogEn } from '../../i18n/locales/catalog.en.ts';
import { catalogZhCN } from '../../i18n/locales/catalog.zh_CN.ts';

// The catalogue texts load with the catalogue pages only (the home page's initial bundle cannot take them).
i18next.addResourceBundle('zh_CN', 'translation', { catalog: catalogZhCN }, true, false);
i18next.addResourceBundle('en', 'translation', { catalog: catalogEn }, true, false);
