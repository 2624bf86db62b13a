import i18next from 'i18next';
import { websiteEn } from '../../i18n/locales/website.en.ts';
import { websiteZhCN } from '../../i18n/locales/website.zh_CN.ts';

// The website texts load with the help centre, shop and about pages only.
i18next.addResourceBundle('zh_CN', 'translation', { website: websiteZhCN }, true, false);
i18next.addResourceBundle('en', 'translation', { website: websiteEn }, true, false);
