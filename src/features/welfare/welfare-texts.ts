import i18next from 'i18next';
import { welfareEn } from '../../i18n/locales/welfare.en.ts';
import { welfareZhCN } from '../../i18n/locales/welfare.zh_CN.ts';

// The welfare texts load with the welfare pages only (the home page's initial bundle cannot take them).
i18next.addResourceBundle('zh_CN', 'translation', { welfare: welfareZhCN }, true, false);
i18next.addResourceBundle('en', 'translation', { welfare: welfareEn }, true, false);
